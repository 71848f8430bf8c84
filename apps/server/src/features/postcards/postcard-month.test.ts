import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTour } from '../../../test/seed-tour';
import { createTestApp, signUp, type TestApp } from '../../../test/test-app';
import type { SpeechProviders } from '../../providers/create-providers';
import { createOfflinePostcardArtist } from '../../providers/images/postcard/offline-postcard-artist';
import { createFileBlobStore } from '../../storage/blob-store';
import { createPostcardRepository } from './postcard-repository';
import { createPostcardService } from './postcard-service';
import { createPostcardVideoHandler } from './run-postcard-video';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** These cards carry no voice message, so nothing may be spoken. */
const silent = {
  forSettings() {
    throw new Error('no voice message was given, so nothing should be spoken');
  },
} as unknown as SpeechProviders;

async function standardUserWithTour() {
  const user = await signUp(t);
  await t.db.updateTable('users').set({ tier: 'standard' }).where('id', '=', user.userId).execute();
  const routeId = await seedTour(t.db, {
    userId: user.userId,
    name: 'Lisbon trams',
    waypoints: [
      { lat: 38.7075, lng: -9.1364, name: 'Praça do Comércio' },
      { lat: 38.7115, lng: -9.1301, name: 'Alfama' },
    ],
  });
  return { ...user, routeId };
}

describe(`the monthly postcard allowance (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('refuses a standard user’s fourth postcard until the month turns, on a controllable clock', async () => {
    const clock = { now: new Date('2031-03-10T12:00:00Z') };
    const blobs = createFileBlobStore(path.join(t.dataDir, 'blobs'));
    const postcards = createPostcardService({
      db: t.db,
      artist: createOfflinePostcardArtist(),
      speech: silent,
      blobs,
      jobs: t.jobs,
      now: () => clock.now,
    });
    const { userId, routeId } = await standardUserWithTour();
    const caller = { userId, sessionId: 'test' };
    const request = {
      stylePreset: 'ghibli',
      variant: 'scenic',
      preserveFace: true,
      createVideo: false,
      language: 'en',
    } as const;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await postcards.generate(routeId, request, caller));
    await expect(postcards.generate(routeId, request, caller)).rejects.toMatchObject({
      status: 403,
      code: 'postcard_limit_reached',
      message: expect.stringContaining('It resets on 2031-04-01'),
    });
    clock.now = new Date('2031-03-31T23:59:00Z');
    await expect(postcards.generate(routeId, request, caller)).rejects.toMatchObject({ status: 403 });
    clock.now = new Date('2031-04-01T00:01:00Z');
    const april = await postcards.generate(routeId, request, caller);
    expect(april.shareCode).not.toBe(made[0]!.shareCode);
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ postcardsThisMonth: 1, postcardResetDate: '2031-05-01' });

    // Where ffmpeg is missing the video fails, with the reason logged, and the card stays as it is.
    const warnings: unknown[] = [];
    const repository = createPostcardRepository(t.db);
    const row = await repository.findByShareCode(april.shareCode);
    const handler = createPostcardVideoHandler({
      postcards: repository,
      blobs,
      log: { warn: (details) => warnings.push(details) },
      tools: { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe', width: 320, fps: 5 },
    });
    await handler({ postcardId: row!.id }, {} as never);
    expect((await repository.findById(row!.id))!).toMatchObject({ videoGenerationStatus: 'failed', videoUrl: null });
    expect(String((warnings[0] as { err: Error }).err.message)).toMatch(/ffmpeg is not installed/);
    expect((await t.app.inject({ url: `/api/postcards/share/${april.shareCode}` })).json().data).toMatchObject({
      videoGenerationStatus: 'failed',
      videoUrl: null,
    });
  }, 120_000);
});
