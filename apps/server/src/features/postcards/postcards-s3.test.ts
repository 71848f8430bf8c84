import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postcardGenerateResultSchema, publicPostcardSchema } from '@roamcast/shared/schemas/share-pages';
import { seedTour } from '../../../test/seed-tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { createS3BlobStore, type S3BlobStore } from '../../storage/s3-blob-store';
import { startTestS3, type TestS3 } from '../../storage/s3-test-server';
import { loadTourContent } from './load-tour-content';

let s3: TestS3;
let t: TestApp;
/** The same bucket, read past the app. */
let bucket: S3BlobStore;
const work = mkdtempSync(path.join(tmpdir(), 'postcards-s3-'));

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ env: { ...s3.env, POSTCARD_VIDEO_WIDTH: '640', POSTCARD_VIDEO_FPS: '10' } });
  bucket = createS3BlobStore({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
});
afterAll(async () => {
  bucket?.close();
  await t?.close();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

const ROME = [
  { name: 'Colosseum', latitude: 41.8902, longitude: 12.4922 },
  { name: 'Pantheon', latitude: 41.8986, longitude: 12.4769 },
  { name: 'Trevi Fountain', latitude: 41.9009, longitude: 12.4833 },
];

/** A premium user's tour whose uploaded cover is a real picture in the bucket. */
async function tourWithCover() {
  const user = await signUp(t);
  await t.db.updateTable('users').set({ tier: 'premium' }).where('id', '=', user.userId).execute();
  const cover = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#c8553d' } })
    .jpeg()
    .toBuffer();
  const id = randomUUID();
  const coverUrl = await bucket.put(`covers/${id}.jpg`, cover, 'image/jpeg');
  await seedTour(t.db, {
    id,
    userId: user.userId,
    theme: 'historical_facts',
    stops: ROME,
    customImageUrl: coverUrl,
    photoUrls: ['https://photos.example.com/pantheon.jpg'],
  });
  return { ...user, routeId: id, cover };
}

/** Writes bytes served by the app to a file and asks ffprobe what they are. */
function probe(bytes: Buffer, name: string) {
  const file = path.join(work, name);
  writeFileSync(file, bytes);
  return JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]).toString(),
  ) as {
    format: { duration: string };
    streams: { codec_type: string; codec_name: string; width?: number; pix_fmt?: string }[];
  };
}

describe(`postcards with blobs in S3 (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('composes the card from the tour’s pictures read from the bucket, skipping photos held elsewhere', async () => {
    const { routeId, cover } = await tourWithCover();
    const row = await t.db.selectFrom('routes').selectAll().where('id', '=', routeId).executeTakeFirstOrThrow();
    const tour = await loadTourContent(t.db, bucket, row);
    expect(tour.photos).toHaveLength(1);
    expect(Buffer.from(tour.photos[0]!).equals(cover)).toBe(true);
  });

  it('stores the card, its voice message and its video in the bucket, served at /media/ with seeking', async () => {
    const { token, routeId } = await tourWithCover();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/postcards/generate/${routeId}`,
      payload: { stylePreset: 'cinematic', voiceMessage: 'Greetings from Rome, see you soon!', createVideo: true },
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = postcardGenerateResultSchema.parse(response.json().data);
    const share = async () =>
      publicPostcardSchema.parse((await t.app.inject({ url: `/api/postcards/share/${result.shareCode}` })).json().data);
    let card = await share();
    for (let wait = 0; wait < 600 && !['completed', 'failed'].includes(card.videoGenerationStatus!); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      card = await share();
    }
    expect(card.videoGenerationStatus).toBe('completed');

    const image = await t.app.inject({ url: result.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBeGreaterThanOrEqual(1200);
    const audio = await t.app.inject({ url: card.audioUrl! });
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    const video = await t.app.inject({ url: card.videoUrl! });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    const tail = await t.app.inject({ url: card.videoUrl!, headers: { range: 'bytes=1000-' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.rawPayload.subarray(1000))).toBe(true);

    const voice = Number(probe(audio.rawPayload, 'voice.mp3').format.duration);
    const movie = probe(video.rawPayload, 'postcard.mp4');
    expect(voice).toBeGreaterThan(1);
    expect(Number(movie.format.duration)).toBeGreaterThanOrEqual(voice);
    expect(movie.streams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codec_type: 'video', codec_name: 'h264', width: 640, pix_fmt: 'yuv420p' }),
        expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' }),
      ]),
    );
    for (const url of [result.imageUrl, card.previewUrl!, card.audioUrl!, card.videoUrl!]) {
      expect(await bucket.exists(bucket.keyOf(url)!), url).toBe(true);
    }
    expect(existsSync(path.join(t.dataDir, 'blobs'))).toBe(false);
  }, 120_000);
});
