import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postcardGenerateResultSchema,
  postcardStyleListSchema,
  publicPostcardSchema,
} from '@roamcast/shared/schemas/share-pages';
import { seedTour } from '../../../test/seed-tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { POSTCARD_VIDEO_WIDTH: '640', POSTCARD_VIDEO_FPS: '10' } });
});
afterAll(() => t.close());

const PROCESS_FAILED = 'Failed to process image. Please try a different file.';
const ROME = [
  { name: 'Colosseum', latitude: 41.8902, longitude: 12.4922 },
  { name: 'Roman Forum', latitude: 41.8925, longitude: 12.4853 },
  { name: 'Pantheon', latitude: 41.8986, longitude: 12.4769 },
  { name: 'Trevi Fountain', latitude: 41.9009, longitude: 12.4833 },
];

const tourOf = (userId: string, extra: { isFamous?: 0 | 1 } = {}) =>
  seedTour(t.db, { userId, theme: 'historical_facts', stops: ROME, isFamous: extra.isFamous ?? 0 });

async function userOn(tier: 'freemium' | 'standard' | 'premium') {
  const user = await signUp(t);
  await t.db.updateTable('users').set({ tier }).where('id', '=', user.userId).execute();
  return user;
}

function generate(routeId: string, token: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/postcards/generate/${routeId}`,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
}

const countPostcards = async (userId: string) =>
  Number(
    (
      await t.db
        .selectFrom('postcardImages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const usedThisMonth = async (userId: string) =>
  (await t.db.selectFrom('users').select('postcardsThisMonth').where('id', '=', userId).executeTakeFirstOrThrow())
    .postcardsThisMonth;

const share = (code: string) => t.app.inject({ url: `/api/postcards/share/${code}` });

describe(`postcard routes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('lists the seven styles with their three variants, for anyone', async () => {
    const response = await t.app.inject({ url: '/api/postcards/styles' });
    expect(response.statusCode).toBe(200);
    const styles = postcardStyleListSchema.parse(response.json().data);
    expect(styles.map((style) => style.id)).toEqual([
      'vintage',
      'modern',
      'watercolor',
      'cinematic',
      'ghibli',
      'oil_painting',
      'pop_art',
    ]);
    expect(styles.every((style) => style.variants.join() === 'scenic,realistic,artistic')).toBe(true);
  });

  it('refuses a freemium user with the upgrade message and stores nothing', async () => {
    const { token, userId } = await userOn('freemium');
    const routeId = await tourOf(userId);
    const response = await generate(routeId, token, { stylePreset: 'vintage' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/postcard limit of 0 postcards on the Freemium plan/),
    });
    expect(await countPostcards(userId)).toBe(0);
    expect(await usedThisMonth(userId)).toBe(0);
  });

  it('lets a standard user make 3 a month, counted in /api/user/limits, then answers 403', async () => {
    const { token, userId } = await userOn('standard');
    const routeId = await tourOf(userId);
    for (let made = 1; made <= 3; made++) {
      const response = await generate(routeId, token, { stylePreset: 'modern', variant: 'realistic' });
      expect(response.statusCode, response.body).toBe(200);
      const result = postcardGenerateResultSchema.parse(response.json().data);
      expect(result).toMatchObject({ stylePreset: 'modern', videoGenerationStatus: null });
      expect(result.shareCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    const limits = (await t.app.inject({ url: '/api/user/limits', headers: bearer(token) })).json().data;
    expect(limits.postcards).toMatchObject({ current: 3, limit: 3 });
    const fourth = await generate(routeId, token, {});
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().error).toMatch(
      /postcard limit of 3 postcards this month on the Standard plan\. It resets on \d{4}-\d{2}-01/,
    );
    expect(await countPostcards(userId)).toBe(3);
  }, 120_000);

  it('lets only one of two simultaneous requests through at 2 of 3', async () => {
    const { token, userId } = await userOn('standard');
    const routeId = await tourOf(userId);
    const future = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1)).toISOString().slice(0, 10);
    await t.db
      .updateTable('users')
      .set({ postcardsThisMonth: 2, postcardResetDate: future })
      .where('id', '=', userId)
      .execute();
    const answers = await Promise.all([generate(routeId, token, {}), generate(routeId, token, {})]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(await countPostcards(userId)).toBe(1);
    expect(await usedThisMonth(userId)).toBe(3);
  }, 120_000);

  it('lets premium make more than 3; a famous tour is open to all, another user’s own tour is not', async () => {
    const { token, userId } = await userOn('premium');
    const other = await userOn('premium');
    const famous = await tourOf(other.userId, { isFamous: 1 });
    for (let made = 0; made < 4; made++) {
      const response = await generate(famous, token, { stylePreset: 'pop_art', variant: 'artistic' });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await countPostcards(userId)).toBe(4);
    const theirs = await tourOf(other.userId);
    expect((await generate(theirs, token, {})).statusCode).toBe(403);
    expect((await generate(randomUUID(), token, {})).statusCode).toBe(404);
    expect((await generate(theirs, undefined, {})).statusCode).toBe(401);
    expect(await countPostcards(userId)).toBe(4);
  }, 120_000);

  it('refuses bad bodies with 400 and an oversized selfie with 413, storing nothing', async () => {
    const { token, userId } = await userOn('premium');
    const routeId = await tourOf(userId);
    const cases: [unknown, number, RegExp][] = [
      [{ stylePreset: 'sepia' }, 400, /stylePreset/],
      [{ voiceMessage: 'x'.repeat(151) }, 400, /at most 150 characters/],
      [{ colour: 'red' }, 400, /Unknown field: colour/],
      [{ selfieImage: 'https://example.com/me.jpg' }, 400, /data URL/],
      [
        { selfieImage: `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}` },
        400,
        /Failed to process image/,
      ],
      [{ selfieImage: `data:image/jpeg;base64,${'A'.repeat(14_000_000)}` }, 413, /larger than 10 MB/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await generate(routeId, token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
      expect(response.json().error).toMatch(message);
    }
    expect((await generate(routeId, token, { selfieImage: 'data:image/png;base64,aGk=' })).json().error).toContain(
      PROCESS_FAILED,
    );
    expect(await countPostcards(userId)).toBe(0);
  }, 60_000);

  it('shares the card publicly with its selfie, voice message and transcript, and nothing private', async () => {
    const { token, userId, email } = await userOn('premium');
    const routeId = await tourOf(userId);
    const selfie = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#d9a066' } })
      .png()
      .toBuffer();
    const response = await generate(routeId, token, {
      stylePreset: 'watercolor',
      variant: 'scenic',
      selfieImage: `data:image/png;base64,${selfie.toString('base64')}`,
      voiceMessage: 'Wish you were here! The Pantheon was breathtaking.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = postcardGenerateResultSchema.parse(response.json().data);
    const image = await t.app.inject({ url: result.imageUrl });
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBeGreaterThanOrEqual(1200);

    const page = await share(result.shareCode);
    expect(page.statusCode).toBe(200);
    const card = publicPostcardSchema.strict().parse(page.json().data);
    expect(card).toMatchObject({
      shareCode: result.shareCode,
      imageUrl: result.imageUrl,
      stylePreset: 'watercolor',
      variant: 'scenic',
      tourName: 'Roman Holiday',
      startPoint: 'Colosseum',
      destination: 'Trevi Fountain',
      highlights: ['Colosseum', 'Roman Forum', 'Pantheon'],
      voiceMessage: 'Wish you were here! The Pantheon was breathtaking.',
      videoUrl: null,
      videoGenerationStatus: null,
    });
    // The page shows a web-sized JPEG of the same picture, much lighter than the PNG it downloads.
    const preview = await t.app.inject({ url: card.previewUrl! });
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(1200);
    expect(preview.rawPayload.length).toBeLessThan(image.rawPayload.length / 2);
    const audio = await t.app.inject({ url: card.audioUrl! });
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload.length).toBeGreaterThan(5_000);
    for (const secret of [userId, email, routeId]) expect(page.body).not.toContain(secret);
    const row = await t.db
      .selectFrom('postcardImages')
      .selectAll()
      .where('shareCode', '=', result.shareCode)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ hasSelfie: 1, preserveFace: 1, userId, routeId });
  }, 60_000);

  it('answers Postcard Not Found for unknown and malformed codes', async () => {
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAA', 'no%20such%20code']) {
      const response = await share(code);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Postcard Not Found');
    }
  });

  it('animates the card into an MP4 whose sound track is the voice message: pending, then completed', async () => {
    const { token, userId } = await userOn('premium');
    const routeId = await tourOf(userId);
    const response = await generate(routeId, token, {
      stylePreset: 'cinematic',
      voiceMessage: 'Greetings from Rome, see you soon!',
      createVideo: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = postcardGenerateResultSchema.parse(response.json().data);
    expect(result.videoGenerationStatus).toBe('pending');
    let card = publicPostcardSchema.parse((await share(result.shareCode)).json().data);
    const seen = new Set([card.videoGenerationStatus]);
    for (let wait = 0; wait < 600 && !['completed', 'failed'].includes(card.videoGenerationStatus!); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      card = publicPostcardSchema.parse((await share(result.shareCode)).json().data);
      seen.add(card.videoGenerationStatus);
    }
    expect(card.videoGenerationStatus).toBe('completed');
    expect(card.videoUrl).toMatch(/^\/media\/video\/postcards\/.+\.mp4$/);
    const video = await t.app.inject({ url: card.videoUrl! });
    expect(video.headers['content-type']).toBe('video/mp4');
    const file = (url: string) => path.join(t.dataDir, 'blobs', url.slice('/media/'.length));
    const probe = (target: string) =>
      JSON.parse(
        execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', target]).toString(),
      ) as {
        format: { duration: string };
        streams: { codec_type: string; codec_name: string; width?: number; pix_fmt?: string }[];
      };
    const voice = Number(probe(file(card.audioUrl!)).format.duration);
    const movie = probe(file(card.videoUrl!));
    expect(voice).toBeGreaterThan(1);
    expect(Number(movie.format.duration)).toBeGreaterThanOrEqual(voice);
    expect(movie.streams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codec_type: 'video', codec_name: 'h264', width: 640, pix_fmt: 'yuv420p' }),
        expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' }),
      ]),
    );
  }, 120_000);
});
