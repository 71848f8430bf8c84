import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../src/features/operators/operator-command';
import { bearer, createTestApp, signUp, type TestApp } from './test-app';

/**
 * The authorisation matrix (issue 14): who may do what to which tour. Every cell is a real request
 * against a fresh tour of its kind; the whole table is printed, expected against actual.
 */
const OPERATOR = 'operator@example.com';
/**
 * The owner and "another user" are on the free plan; one user of each paid plan; the operator. A
 * share-link holder needs no account: the anonymous column of the share-link actions is theirs.
 */
const ACTORS = ['anonymous', 'owner', 'another user', 'standard user', 'premium user', 'operator'] as const;
type Actor = (typeof ACTORS)[number];
const KINDS = ['private', 'shared', 'famous', 'deleted'] as const;
type Kind = (typeof KINDS)[number];

interface Tour {
  id: string;
  shareCode: string | null;
}

interface Action {
  name: string;
  /** The request, for a tour of this kind. */
  request(tour: Tour): { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  /** The status each actor should get on each kind of tour. */
  expected(actor: Actor, kind: Kind): number;
}

const signedIn = (actor: Actor) => actor !== 'anonymous';
/** The owner of a private or shared tour; nobody signs in as the famous tours' owner. */
const owns = (actor: Actor, kind: Kind) => actor === 'owner' && kind !== 'famous';

const ACTIONS: Action[] = [
  {
    name: 'read the tour',
    request: (tour) => ({ method: 'GET', url: `/api/tour-maker/routes/${tour.id}` }),
    expected: (actor, kind) => (kind === 'deleted' ? 404 : kind === 'private' && !owns(actor, kind) ? 403 : 200),
  },
  {
    name: 'rename it',
    request: (tour) => ({ method: 'PATCH', url: `/api/tour-maker/routes/${tour.id}`, payload: { name: 'Renamed' } }),
    expected: (actor, kind) => (!signedIn(actor) ? 401 : kind === 'deleted' ? 404 : owns(actor, kind) ? 200 : 403),
  },
  {
    name: 'delete it',
    request: (tour) => ({ method: 'DELETE', url: `/api/tour-maker/routes/${tour.id}` }),
    expected: (actor, kind) => (!signedIn(actor) ? 401 : kind === 'deleted' ? 404 : owns(actor, kind) ? 200 : 403),
  },
  {
    name: 'share it',
    request: (tour) => ({ method: 'POST', url: `/api/tours/${tour.id}/share`, payload: {} }),
    expected: (actor, kind) =>
      !signedIn(actor) ? 401 : kind === 'deleted' ? 404 : owns(actor, kind) || kind === 'famous' ? 200 : 403,
  },
  {
    name: 'make a slideshow',
    request: (tour) => ({ method: 'POST', url: `/api/tours/${tour.id}/create-slideshow`, payload: {} }),
    expected: (actor, kind) =>
      !signedIn(actor) ? 401 : kind === 'deleted' ? 404 : owns(actor, kind) || kind === 'famous' ? 200 : 403,
  },
  {
    name: 'copy it',
    request: (tour) => ({ method: 'POST', url: `/api/tour-maker/routes/${tour.id}/copy`, payload: {} }),
    // Only famous tours are copied ('Only famous tours can be copied'), whoever asks.
    expected: (actor, kind) => (!signedIn(actor) ? 401 : kind === 'deleted' ? 404 : kind === 'famous' ? 201 : 403),
  },
  {
    name: 'open its share link',
    request: (tour) => ({ method: 'GET', url: `/api/tours/share/${tour.shareCode ?? 'AAAAAAAAAAAAAAAAAAAAAA'}` }),
    expected: (_actor, kind) => (kind === 'shared' || kind === 'famous' ? 200 : 404),
  },
  {
    name: 'narrate its stops',
    request: (tour) => ({ method: 'POST', url: `/api/tour-maker/routes/${tour.id}/generate-narrations`, payload: {} }),
    // A famous tour's stories are made for any listener, signed in or not, as its curator.
    expected: (actor, kind) =>
      kind === 'deleted' ? 404 : kind === 'famous' || owns(actor, kind) ? 202 : !signedIn(actor) ? 401 : 403,
  },
  {
    name: 'follow its narration progress',
    request: (tour) => ({ method: 'GET', url: `/api/tour-maker/routes/${tour.id}/generate-narrations/progress` }),
    expected: (actor, kind) =>
      kind === 'deleted' ? 404 : kind === 'famous' || owns(actor, kind) ? 200 : !signedIn(actor) ? 401 : 403,
  },
  {
    name: 'see its slideshow stats',
    request: (tour) => ({ method: 'GET', url: `/api/tours/${tour.id}/slideshow` }),
    expected: (actor, kind) => (!signedIn(actor) ? 401 : kind === 'deleted' ? 404 : owns(actor, kind) ? 200 : 403),
  },
  {
    name: 'hear a stop through its share link',
    request: (tour) => ({
      method: 'POST',
      url: `/api/tours/share/${tour.shareCode ?? 'AAAAAAAAAAAAAAAAAAAAAA'}/stops/0/narration`,
      payload: {},
    }),
    expected: (_actor, kind) => (kind === 'shared' || kind === 'famous' ? 200 : 404),
  },
  {
    name: 'read fact reports',
    request: () => ({ method: 'GET', url: '/api/admin/fact-reports' }),
    expected: (actor) => (!signedIn(actor) ? 401 : actor === 'operator' ? 200 : 403),
  },
];

let t: TestApp;
const tokens = {} as Record<Actor, string | null>;
let famous: Tour;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: OPERATOR, NARRATION_RATE_LIMIT: '1000' } });
  tokens.anonymous = null;
  tokens.owner = (await signUp(t)).token;
  tokens['another user'] = (await signUp(t)).token;
  for (const tier of ['standard', 'premium'] as const) {
    const paying = await signUp(t);
    await t.db.updateTable('users').set({ tier }).where('id', '=', paying.userId).execute();
    tokens[`${tier} user`] = paying.token;
  }
  tokens.operator = (await signUp(t, OPERATOR)).token;
  // Operator rights come from a grant on the server, not from signing up with the address (issue 23).
  await runOperatorCommand(t.db, ['grant', OPERATOR]);
  const listed = await t.app.inject({ url: '/api/tour-maker/famous' });
  const first = (listed.json().data as Array<{ id: string; shareCode: string }>)[0]!;
  famous = { id: first.id, shareCode: first.shareCode };
}, 60_000);
afterAll(() => t.close());

async function tourOf(kind: Kind): Promise<Tour> {
  if (kind === 'famous') return famous;
  const headers = bearer(tokens.owner!);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tour-maker/routes',
    headers,
    payload: { name: 'Matrix walk', pointsOfInterest: [{ name: 'Pantheon', latitude: 41.8986, longitude: 12.4769 }] },
  });
  const tour: Tour = { id: created.json().data.id as string, shareCode: null };
  if (kind === 'shared') {
    const shared = await t.app.inject({ method: 'POST', url: `/api/tours/${tour.id}/share`, headers, payload: {} });
    tour.shareCode = shared.json().data.shareCode as string;
  }
  if (kind === 'deleted') {
    const shared = await t.app.inject({ method: 'POST', url: `/api/tours/${tour.id}/share`, headers, payload: {} });
    tour.shareCode = shared.json().data.shareCode as string;
    await t.app.inject({ method: 'DELETE', url: `/api/tour-maker/routes/${tour.id}`, headers });
  }
  return tour;
}

describe(`the authorisation matrix (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('gives every actor the expected answer for every action on every kind of tour', { timeout: 300_000 }, async () => {
    const rows: string[] = [];
    const wrong: string[] = [];
    for (const action of ACTIONS) {
      for (const kind of KINDS) {
        const cells: string[] = [];
        for (const actor of ACTORS) {
          // A fresh tour for every cell: one actor's change must not decide the next actor's answer.
          const tour = await tourOf(kind);
          const token = tokens[actor];
          const response = await t.app.inject({ ...action.request(tour), headers: token ? bearer(token) : {} });
          const expected = action.expected(actor, kind);
          // The owner's plan allows a few tours at a time: this one goes once its cell is known.
          if (kind !== 'famous') await t.db.deleteFrom('routes').where('id', '=', tour.id).execute();
          cells.push(response.statusCode === expected ? `${expected}` : `${response.statusCode}≠${expected}`);
          if (response.statusCode !== expected)
            wrong.push(
              `${actor} / ${action.name} / ${kind}: ${response.statusCode}, expected ${expected}: ${response.body.slice(0, 160)}`,
            );
        }
        rows.push(`| ${action.name} | ${kind} | ${cells.join(' | ')} |`);
      }
    }
    console.log(
      [`| action | tour | ${ACTORS.join(' | ')} |`, `|---|---|${ACTORS.map(() => '---').join('|')}|`, ...rows].join(
        '\n',
      ),
    );
    expect(wrong).toEqual([]);
  });
});
