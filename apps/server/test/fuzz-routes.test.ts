import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from './test-app';

/**
 * Property fuzzing of every route (issue 14): generated params, queries and bodies, signed in or not,
 * with real ids and codes mixed in. No answer may be a 5xx (a service the test leaves unconfigured may
 * say so with 503 and its code), and no error may show a stack trace or SQL. FUZZ_RUNS per route
 * (default 1,000 in the suite; the benchmark run uses 10,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
/** 503s a test environment gives on purpose: the maps service has no key here. */
const UNCONFIGURED = new Set(['places_key_missing', 'maps_key_missing']);
/** Routes whose real ids would start long work on every run; they get generated ids only. */
const HEAVY = [/generate-narrations$/, /regenerate-image$/, /stops\/:index\/narration$/];
const LEAK = [
  /\n\s+at [\w.<>]+ \(/,
  /node_modules|\/src\/[\w/-]+\.ts/,
  /\b(SQLITE_\w+|syntax error at|violates \w+ constraint|select .+ from )/i,
];

let t: TestApp;
let token: string;
const known: Record<string, string[]> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { NARRATION_RATE_LIMIT: '1000' } });
  token = (await signUp(t)).token;
  const tour = await t.app.inject({
    method: 'POST',
    url: '/api/tour-maker/routes',
    headers: bearer(token),
    payload: { name: 'Fuzz walk', pointsOfInterest: [{ name: 'Pantheon', latitude: 41.8986, longitude: 12.4769 }] },
  });
  const tourId = tour.json().data.id as string;
  const share = await t.app.inject({
    method: 'POST',
    url: `/api/tours/${tourId}/share`,
    headers: bearer(token),
    payload: {},
  });
  known.id = [tourId];
  known.routeId = [tourId];
  known.shareCode = [share.json().data.shareCode as string, 'historic-route-66'];
  known.partner = ['partner'];
  known.index = ['0', '1'];
}, 60_000);
afterAll(() => t.close());

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.uuid(),
  fc.constantFrom('', ' ', '..', '../../etc/passwd', '%00', "' or 1=1 --", '<script>', '-1', '1e309', 'null', '🙂'),
);
const json = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
  fc.record({
    name: text,
    theme: text,
    language: fc.constantFrom('en', 'fr', 'ja', 'xx', ''),
    location: fc.record({ lat: fc.double(), lng: fc.double() }),
    pointsOfInterest: fc.array(fc.record({ name: text, latitude: fc.double(), longitude: fc.double() }), {
      maxLength: 3,
    }),
  }),
);

function requestFor(route: { method: string; url: string }) {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const heavy = HEAVY.some((pattern) => pattern.test(route.url));
  const param = (name: string) =>
    heavy || !known[name]
      ? text
      : fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: fc.constantFrom(...known[name]!) });
  return fc
    .record({
      params: fc.tuple(...names.map(param)),
      rest: text,
      query: fc.dictionary(fc.constantFrom('lat', 'lng', 'q', 'language', 'limit', 'x'), text, { maxKeys: 3 }),
      body: fc.option(json, { nil: undefined }),
      asText: fc.boolean(),
      signedIn: fc.boolean(),
      // Callers from many addresses, so per-address limits do not answer most requests with 429.
      from: fc.ipV4(),
    })
    .map(({ params, rest, query, body, asText, signedIn, from }) => {
      let url = route.url;
      names.forEach((name, i) => (url = url.replace(`:${name}`, encodeURIComponent(params[i]!))));
      url = url.replace('*', encodeURIComponent(rest));
      const search = new URLSearchParams(query).toString();
      return {
        method: route.method as 'GET',
        url: search ? `${url}?${search}` : url,
        headers: {
          ...(signedIn && route.url !== '/api/auth/logout' ? bearer(token) : {}),
          ...(body !== undefined ? { 'content-type': asText ? 'text/plain' : 'application/json' } : {}),
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
        remoteAddress: from,
      };
    });
}

describe(`every route under generated input (${DB})`, () => {
  it(`answers ${RUNS} generated requests per route without a 5xx or a leak`, { timeout: 30 * 60_000 }, async () => {
    const routes = t.routes.filter((route) => !['HEAD', 'OPTIONS'].includes(route.method));
    expect(routes.length).toBeGreaterThan(60);
    const statuses: Record<string, number> = {};
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (request) => {
          const response = await t.app.inject(request);
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          const where = `${request.method} ${request.url} → ${response.statusCode}: ${response.body.slice(0, 300)}`;
          if (response.statusCode >= 500) {
            const code = String(response.headers['content-type'] ?? '').includes('json')
              ? (response.json() as { code?: string }).code
              : undefined;
            expect(response.statusCode === 503 && UNCONFIGURED.has(code ?? ''), where).toBe(true);
          }
          if (response.statusCode >= 400) for (const leak of LEAK) expect(response.body, where).not.toMatch(leak);
        }),
        { numRuns: RUNS },
      );
    }
    console.log(
      `fuzzed ${routes.length} routes × ${RUNS} requests (${DB}); answers by status: ${JSON.stringify(statuses)}`,
    );
  });
});
