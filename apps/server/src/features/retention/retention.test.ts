import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { mkdirSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createFileBlobStore } from '../../storage/blob-store';
import { sweepDatabase, sweepOneOffAudio, sweepTemporary } from './sweep';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const DAY = 24 * 60 * 60_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function placeRow(placeId: string, updatedAt: string) {
  return {
    placeId,
    name: placeId,
    formattedAddress: null,
    rating: null,
    userRatingsTotal: null,
    priceLevel: null,
    isOpen: null,
    weekdayText: null,
    lat: null,
    lng: null,
    types: null,
    reviewSnippets: null,
    photoReferences: null,
    formattedPhoneNumber: null,
    website: null,
    rawData: null,
    createdAt: updatedAt,
    updatedAt,
  };
}

function jobRow(status: string, finishedAt: string | null) {
  return {
    id: randomUUID(),
    // No process handles this name, so the queued one stays queued.
    name: 'not-a-registered-job',
    payload: '{}',
    dedupeKey: null,
    status,
    attempts: 1,
    maxAttempts: 3,
    timeoutMs: 1000,
    progress: null,
    error: null,
    lockedBy: null,
    lockedUntil: null,
    runAfter: ago(60),
    createdAt: ago(60),
    updatedAt: finishedAt ?? ago(60),
    finishedAt,
  };
}

describe(`retention (${DB})`, () => {
  it('runs a sweep as a job when the server starts', async () => {
    const sweeps = await t.db.selectFrom('jobs').selectAll().where('name', '=', 'retention').execute();
    expect(sweeps.length).toBeGreaterThanOrEqual(1);
  });

  it('deletes expired sessions, place details older than 30 days and month-old finished jobs, and keeps the rest', async () => {
    const { token, userId } = await signUp(t);
    const expired = randomUUID();
    await t.db
      .insertInto('sessions')
      .values({ id: expired, userId, createdAt: ago(40), expiresAt: ago(10), revokedAt: null })
      .execute();
    await t.db
      .insertInto('placeCache')
      .values([placeRow('ChIJ-old-place', ago(31)), placeRow('ChIJ-fresh-place', ago(2))])
      .execute();
    const oldDone = jobRow('completed', ago(31));
    const recentFailed = jobRow('failed', ago(3));
    const stillQueued = jobRow('queued', null);
    await t.db.insertInto('jobs').values([oldDone, recentFailed, stillQueued]).execute();

    const deleted = await sweepDatabase(t.db);
    expect(deleted).toEqual({ sessions: 1, placeCache: 1, jobs: 1 });

    const sessions = await t.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute();
    expect(sessions.map((s) => s.id)).not.toContain(expired);
    // The live session still signs the user in.
    expect((await t.app.inject({ url: '/api/user/session', headers: bearer(token) })).statusCode).toBe(200);
    const places = await t.db.selectFrom('placeCache').select('placeId').execute();
    expect(places.map((p) => p.placeId)).toEqual(['ChIJ-fresh-place']);
    const jobs = await t.db.selectFrom('jobs').select('id').execute();
    const ids = jobs.map((job) => job.id);
    expect(ids).not.toContain(oldDone.id);
    expect(ids).toEqual(expect.arrayContaining([recentFailed.id, stillQueued.id]));

    // A second sweep finds nothing more to do.
    expect(await sweepDatabase(t.db)).toEqual({ sessions: 0, placeCache: 0, jobs: 0 });
  });

  it('deletes voice tests and spoken answers older than a week, never a narration’s audio', async () => {
    const blobs = path.join(t.dataDir, 'blobs');
    const file = (key: string, daysOld: number) => {
      const full = path.join(blobs, key);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, 'mp3');
      const when = new Date(Date.now() - daysOld * DAY);
      utimesSync(full, when, when);
      return full;
    };
    const oldTest = file('audio/voice-tests/old.mp3', 8);
    const newTest = file('audio/voice-tests/new.mp3', 1);
    const oldAnswer = file('audio/answers/old.mp3', 30);
    const oldNarration = file(`audio/${randomUUID()}.mp3`, 300);
    const store = createFileBlobStore(blobs);

    expect(await sweepOneOffAudio(store)).toBe(2);
    expect(existsSync(oldTest)).toBe(false);
    expect(existsSync(oldAnswer)).toBe(false);
    expect(existsSync(newTest)).toBe(true);
    expect(existsSync(oldNarration)).toBe(true);

    // A postcard's work files handed to a worker are kept a day; the postcard itself never goes.
    const oldWork = file(`tmp/calls/postcard-draw/${randomUUID()}-argument.bin`, 2);
    const newWork = file(`tmp/calls/cover-draw/${randomUUID()}-result.bin`, 0);
    const card = file(`postcards/${randomUUID()}.png`, 300);
    expect(await sweepTemporary(store)).toBe(1);
    expect([existsSync(oldWork), existsSync(newWork), existsSync(card)]).toEqual([false, true, true]);
  });
});
