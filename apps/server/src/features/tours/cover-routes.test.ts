import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp, { type WriteableMetadata } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSchema } from '@roamcast/shared/schemas/tour';
import { tourImagesSchema, UPLOAD_IMAGE_MAX_BYTES } from '@roamcast/shared/schemas/tour-jobs';
import { seedTour } from '../../../test/seed-tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';
import { createOfflineCoverArtist } from '../../providers/images/offline-cover-artist';
import { createOpenAiCoverArtist } from '../../providers/images/openai-cover-artist';
import { sendJson, startStandIn, type StandIn } from '../../../test/stand-ins/tts';
import { createFileBlobStore } from '../../storage/blob-store';
import { createCoverService } from './cover-service';

let t: TestApp;
let standIn: StandIn;
beforeAll(async () => {
  t = await createTestApp();
  standIn = await startStandIn();
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});

const ROUTES = '/api/tour-maker/routes';
const PROCESS_FAILED = 'Failed to process image. Please try a different file.';

function post(url: string, token: string | undefined, payload?: string | object) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
  });
}

const EVENING_WALK = [
  { lat: 35.7148, lng: 139.7967, name: '浅草寺' },
  { lat: 35.6812, lng: 139.7671, name: '東京駅' },
  { lat: 37.5796, lng: 126.977, name: '경복궁' },
  { lat: 30.0478, lng: 31.2336, name: 'المتحف المصري' },
];

/** A tour written straight to the database: one saved through the API gets its cover drawn at once. */
async function uncoveredTour(userId: string) {
  return {
    id: await seedTour(t.db, { userId, name: '東京 evening walk', theme: 'ghost_stories', waypoints: EVENING_WALK }),
  };
}

async function readTour(token: string, id: string) {
  return routeSchema.parse((await t.app.inject({ url: `${ROUTES}/${id}`, headers: bearer(token) })).json().data);
}

/** Fetches a stored image through the server, as the browser does, and decodes it. */
async function fetchImage(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/(jpeg|png)/);
  const metadata = await sharp(response.rawPayload).metadata();
  const stats = await sharp(response.rawPayload).stats();
  return { bytes: response.rawPayload, metadata, spread: Math.max(...stats.channels.map((channel) => channel.stdev)) };
}

/** A photo-sized JPEG with real content: colour gradients and noise, as a camera would give. */
async function cameraJpeg(width: number, height: number, withMetadata?: WriteableMetadata) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (x * y) % 251;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 });
  if (withMetadata) image = image.withMetadata(withMetadata);
  return image.toBuffer();
}

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

describe(`tour cover routes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('regenerates a real cover each time, with a thumbnail, and counts them', async () => {
    const { token, userId } = await signUp(t);
    const tour = await uncoveredTour(userId);
    const first = await post(`${ROUTES}/${tour.id}/regenerate-image`, token, {});
    expect(first.statusCode, first.body).toBe(200);
    const images = tourImagesSchema.parse(first.json().data);
    expect(images).toMatchObject({ id: tour.id, customImageUrl: null });
    expect(images.aiImageUrl).toMatch(/^\/media\/covers\/.+\.jpg$/);
    const cover = await fetchImage(images.aiImageUrl!);
    expect(cover.metadata).toMatchObject({ format: 'jpeg', width: 1536, height: 1024 });
    expect(cover.spread).toBeGreaterThan(20);
    const thumbnail = await fetchImage(images.thumbnailUrl!);
    expect(thumbnail.metadata).toMatchObject({ format: 'jpeg', width: 480, height: 320 });

    const stored = await readTour(token, tour.id);
    expect(stored).toMatchObject({
      aiImageUrl: images.aiImageUrl,
      thumbnailUrl: images.thumbnailUrl,
      aiImagesCount: 1,
    });
    expect(stored.aiImagePrompt).toContain('東京 evening walk');

    const second = tourImagesSchema.parse((await post(`${ROUTES}/${tour.id}/regenerate-image`, token)).json().data);
    expect(second.aiImageUrl).not.toBe(images.aiImageUrl);
    expect((await fetchImage(second.aiImageUrl!)).bytes.equals(cover.bytes)).toBe(false);
    expect((await readTour(token, tour.id)).aiImagesCount).toBe(2);
  });

  it('takes a 4000x3000 photo down to 1920 px wide, upright and without its metadata', async () => {
    const { token, userId } = await signUp(t);
    const tour = await uncoveredTour(userId);
    const photo = await cameraJpeg(4000, 3000);
    const response = await post(`${ROUTES}/${tour.id}/upload-image`, token, { userId, imageData: dataUrl(photo) });
    expect(response.statusCode, response.body).toBe(200);
    const images = tourImagesSchema.parse(response.json().data);
    expect(images.customImageUrl).toMatch(/^\/media\/uploads\/.+\.jpg$/);
    const uploaded = await fetchImage(images.customImageUrl!);
    expect(uploaded.metadata).toMatchObject({ format: 'jpeg', width: 1920, height: 1440 });
    expect((await fetchImage(images.thumbnailUrl!)).metadata).toMatchObject({ width: 480, height: 360 });
    expect(await readTour(token, tour.id)).toMatchObject({
      customImageUrl: images.customImageUrl,
      thumbnailUrl: images.thumbnailUrl,
    });

    // A phone photo held upright: stored sideways with an EXIF orientation, and a GPS-bearing EXIF block.
    const sideways = await cameraJpeg(1200, 900, { orientation: 6 });
    const turned = await post(`${ROUTES}/${tour.id}/upload-image`, token, { imageData: dataUrl(sideways) });
    const turnedImage = await fetchImage(tourImagesSchema.parse(turned.json().data).customImageUrl!);
    expect(turnedImage.metadata).toMatchObject({ width: 900, height: 1200 });
    expect(turnedImage.metadata.exif).toBeUndefined();
    expect(turnedImage.metadata.orientation).toBeUndefined();

    // A PNG comes back as a JPEG too; a regenerated cover then takes the place of the photo.
    const png = await sharp(photo).resize(800).png().toBuffer();
    const fromPng = tourImagesSchema.parse(
      (await post(`${ROUTES}/${tour.id}/upload-image`, token, { imageData: dataUrl(png, 'image/png') })).json().data,
    );
    expect((await fetchImage(fromPng.customImageUrl!)).metadata).toMatchObject({ format: 'jpeg', width: 800 });
    const regenerated = tourImagesSchema.parse(
      (await post(`${ROUTES}/${tour.id}/regenerate-image`, token, {})).json().data,
    );
    expect(regenerated.customImageUrl).toBeNull();
    expect(regenerated.thumbnailUrl).not.toBe(fromPng.thumbnailUrl);
  });

  it('refuses files over 10 MB with 413 and anything that is not an image with 400, changing nothing', async () => {
    const { token, userId } = await signUp(t);
    const tour = await uncoveredTour(userId);
    const url = `${ROUTES}/${tour.id}/upload-image`;

    const huge = await post(url, token, {
      imageData: `data:image/jpeg;base64,${'A'.repeat(Math.ceil((20 * 1024 * 1024 * 4) / 3))}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      success: false,
      data: null,
      error: 'The image is larger than 10 MB. Please choose a smaller photo.',
    });

    // Just over the limit, yet inside the body limit: the decoded size is checked too.
    const justOver = Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES + 3000, 1);
    const over = await post(url, token, { imageData: dataUrl(justOver) });
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toMatch(/larger than 10 MB/);

    const cases: [string, string | object, RegExp][] = [
      [
        'plain text',
        { imageData: `data:text/plain;base64,${Buffer.from('hello').toString('base64')}` },
        /imageData must be an image data URL/,
      ],
      [
        'garbage bytes',
        { imageData: dataUrl(Buffer.from('this is not a picture at all')) },
        /^Failed to process image\. Please try a different file\. \(This file is not accepted: use JPEG, PNG or WebP\.\)$/,
      ],
      ['broken base64', { imageData: 'data:image/png;base64,@@@not-base64@@@' }, /not valid base64/],
      ['empty data', { imageData: 'data:image/png;base64,' }, /not valid base64/],
      [
        'an SVG',
        {
          imageData: dataUrl(
            Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
            ),
            'image/svg+xml',
          ),
        },
        /SVG files are not accepted/,
      ],
      [
        'a cut-off JPEG',
        { imageData: dataUrl((await cameraJpeg(400, 300)).subarray(0, 2000)) },
        new RegExp(PROCESS_FAILED.replace(/\./g, '\\.')),
      ],
      ['no imageData', {}, /imageData is required/],
      ['an unknown field', { imageData: dataUrl(await cameraJpeg(20, 20)), caption: 'hi' }, /Unknown field: caption/],
      ['broken JSON', '{"imageData": "data:image/png;base64,', /not valid JSON/],
    ];
    for (const [label, payload, message] of cases) {
      const response = await post(url, token, payload);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(response.json(), label).toMatchObject({ success: false, data: null });
      expect(response.json().error, label).toMatch(message);
    }
    const regenerateBad = await post(`${ROUTES}/${tour.id}/regenerate-image`, token, { style: 'anime' });
    expect(regenerateBad.statusCode).toBe(400);
    expect(regenerateBad.json().error).toMatch(/Unknown field: style/);

    const after = await readTour(token, tour.id);
    expect(after).toMatchObject({ aiImageUrl: null, customImageUrl: null, thumbnailUrl: null, aiImagesCount: 0 });
  });

  it('lets only the owner change a cover: 401 without a token, 403 for someone else, 404 for no such tour', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const tour = await uncoveredTour(owner.userId);
    const before = await readTour(owner.token, tour.id);
    const imageData = dataUrl(await cameraJpeg(64, 48));
    for (const action of ['regenerate-image', 'upload-image'] as const) {
      const url = `${ROUTES}/${tour.id}/${action}`;
      const body = action === 'upload-image' ? { imageData } : {};
      expect((await post(url, undefined, body)).statusCode, action).toBe(401);
      const foreign = await post(url, other.token, body);
      expect(foreign.statusCode, action).toBe(403);
      expect(foreign.json().error).toBe('This tour belongs to another account');
      const impersonating = await post(url, other.token, { ...body, userId: owner.userId });
      expect(impersonating.statusCode, action).toBe(403);
      const ownerForOther = await post(url, owner.token, { ...body, userId: other.userId });
      expect(ownerForOther.statusCode, action).toBe(403);
      const missing = await post(`${ROUTES}/${randomUUID()}/${action}`, owner.token, body);
      expect(missing.statusCode, action).toBe(404);
      expect(missing.json().error).toBe('Tour not found');
      expect((await post(`${ROUTES}/not-an-id/${action}`, owner.token, body)).statusCode, action).toBe(400);
    }
    const after = await readTour(owner.token, tour.id);
    expect(after).toEqual(before);
  });

  it('gives a new tour its first cover once, and reuses a painted cover for the same prompt', async () => {
    const blobs = createFileBlobStore(path.join(t.dataDir, 'blobs'));
    const offline = createOfflineCoverArtist();
    const covers = createCoverService({ db: t.db, artist: offline, blobs });
    const { token, userId } = await signUp(t);
    const tour = await uncoveredTour(userId);
    const first = await covers.ensureCover(tour.id);
    expect(first?.aiImageUrl).toMatch(/^\/media\/covers\//);
    expect((await fetchImage(first!.aiImageUrl!)).metadata).toMatchObject({ width: 1536, height: 1024 });
    expect(await covers.ensureCover(tour.id)).toEqual(first);
    expect(await covers.ensureCover(randomUUID())).toBeNull();

    standIn.answer(async (_request, response) => {
      const painted = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#336699' } })
        .composite([{ input: await cameraJpeg(600, 400), left: 400, top: 300 }])
        .png()
        .toBuffer();
      sendJson(response, 200, { data: [{ b64_json: painted.toString('base64') }] });
    });
    const painter = createOpenAiCoverArtist({ apiKey: 'sk-test', baseUrl: `${standIn.url}/v1` }, offline);
    const painted = createCoverService({ db: t.db, artist: painter, blobs });
    const [one, two] = [await uncoveredTour(userId), await uncoveredTour(userId)];
    const paintedOne = await painted.ensureCover(one.id);
    const paintedTwo = await painted.ensureCover(two.id);
    expect(standIn.requests).toHaveLength(1);
    expect(paintedTwo?.aiImageUrl).toBe(paintedOne?.aiImageUrl);
    expect((await readTour(token, two.id)).aiImagePrompt).toContain('A cinematic travel photograph');
    const cached = await t.db
      .selectFrom('aiImageCache')
      .selectAll()
      .where('imageUrl', '=', paintedOne!.aiImageUrl!)
      .execute();
    expect(cached).toHaveLength(1);
    expect(cached[0]!.usageCount).toBe(2);
  });
});
