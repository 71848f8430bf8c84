import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startStandIn, type StandIn } from '../../../test/stand-ins/tts';
import type { CoverTour } from './cover-artist';
import { chooseImagesProvider, createCoverArtistFromEnv, imagesEnvSchema } from './create-images';
import { createOfflineCoverArtist } from './offline-cover-artist';
import { createOpenAiCoverArtist } from './openai-cover-artist';

const offline = createOfflineCoverArtist();
const tour: CoverTour = {
  id: 'tour-1',
  name: 'Lisbon trams',
  theme: 'historical_facts',
  description: 'Up and down the seven hills',
  stops: [
    { index: 0, name: 'Praça do Comércio', lat: 38.7075, lng: -9.1364 },
    { index: 1, name: 'Alfama', lat: 38.7115, lng: -9.1301 },
  ],
};

/** A real painting stand-in: a 2048x1365 PNG gradient, larger than covers are kept. */
async function paintedPng(): Promise<Buffer> {
  const width = 2048;
  const height = 1365;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([(x * 255) / width, (y * 255) / height, 120], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

let standIn: StandIn;
let png: Buffer;
beforeAll(async () => {
  standIn = await startStandIn();
  png = await paintedPng();
});
afterAll(() => standIn.close());

function artist(overrides: { timeoutMs?: number; model?: string } = {}) {
  const fallbacks: Error[] = [];
  const painter = createOpenAiCoverArtist(
    { apiKey: 'sk-test', baseUrl: `${standIn.url}/v1`, onFallback: (error) => fallbacks.push(error), ...overrides },
    offline,
  );
  return { painter, fallbacks };
}

describe('the OpenAI-compatible cover painter', () => {
  it('asks the images API for a landscape picture of the tour and keeps it as a JPEG of at most 1536 px', async () => {
    standIn.answer((_request, response) => sendJson(response, 200, { data: [{ b64_json: png.toString('base64') }] }));
    const { painter, fallbacks } = artist();
    const cover = await painter.drawCover(tour, { variation: 3 });
    expect(fallbacks).toEqual([]);
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/images/generations' });
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1536x1024' });
    // gpt-image models refuse response_format; they always answer in base64.
    expect(request!.body).not.toHaveProperty('response_format');
    expect(request!.body.prompt).toContain('"Lisbon trams"');
    expect(request!.body.prompt).toContain('Praça do Comércio, Alfama');
    expect(request!.body.prompt).toContain('No text');
    expect(cover).toMatchObject({ contentType: 'image/jpeg', width: 1536, height: 1024, source: 'openai:gpt-image-1' });
    expect(cover.prompt).toBe(request!.body.prompt);
    expect(await sharp(cover.data).metadata()).toMatchObject({ format: 'jpeg', width: 1536, height: 1024 });
  });

  it('asks DALL·E style models for base64 and follows an image URL when that is what comes back', async () => {
    standIn.answer((request, response) => {
      if (request.url === '/files/cover.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return sendJson(response, 200, { data: [{ url: `${standIn.url}/files/cover.png` }] });
    });
    const { painter, fallbacks } = artist({ model: 'dall-e-3' });
    const cover = await painter.drawCover(tour);
    expect(fallbacks).toEqual([]);
    expect(standIn.requests[0]!.body).toMatchObject({ model: 'dall-e-3', response_format: 'b64_json' });
    expect(cover.source).toBe('openai:dall-e-3');
    expect((await sharp(cover.data).metadata()).format).toBe('jpeg');
  });

  it('draws the offline cover, and says why, when the service fails, stalls or sends no image', async () => {
    const cases: [string, Parameters<StandIn['answer']>[0], RegExp][] = [
      [
        'error status',
        (_q, r) => sendJson(r, 400, { error: { message: 'Your request was rejected by the safety system' } }),
        /400 Your request was rejected/,
      ],
      ['no image', (_q, r) => sendJson(r, 200, { data: [] }), /without an image/],
      [
        'not an image',
        (_q, r) => sendJson(r, 200, { data: [{ b64_json: Buffer.from('hello').toString('base64') }] }),
        /unsupported image format|Input buffer/i,
      ],
      ['stall', () => undefined, /within 1000 ms/],
    ];
    for (const [label, answer, reason] of cases) {
      standIn.answer(answer);
      const { painter, fallbacks } = artist({ timeoutMs: 1000 });
      const cover = await painter.drawCover(tour, { variation: 2 });
      expect(cover.source, label).toBe('offline');
      expect((await sharp(cover.data).metadata()).width, label).toBe(1536);
      expect(fallbacks, label).toHaveLength(1);
      expect(fallbacks[0]!.message, label).toMatch(reason);
    }
  });

  it('is chosen only when asked for: a narration key alone keeps covers offline and free', () => {
    const parse = (env: Record<string, string>) => imagesEnvSchema.parse(env);
    expect(chooseImagesProvider(parse({}))).toBe('offline');
    expect(chooseImagesProvider(parse({ OPENAI_API_KEY: 'sk-llm' }))).toBe('offline');
    expect(chooseImagesProvider(parse({ OPENAI_IMAGES_API_KEY: 'sk-img' }))).toBe('openai');
    expect(chooseImagesProvider(parse({ OPENAI_IMAGES_BASE_URL: 'http://127.0.0.1:8080/v1' }))).toBe('openai');
    expect(chooseImagesProvider(parse({ IMAGES_PROVIDER: 'openai', OPENAI_API_KEY: 'sk' }))).toBe('openai');
    expect(createCoverArtistFromEnv({}, offline).name).toBe('offline');
    expect(createCoverArtistFromEnv({ IMAGES_PROVIDER: 'openai', OPENAI_API_KEY: 'sk' }, offline).name).toBe(
      'openai:gpt-image-1',
    );
    expect(() => createCoverArtistFromEnv({ IMAGES_PROVIDER: 'openai' }, offline)).toThrow(/OPENAI_IMAGES_API_KEY/);
    expect(() => imagesEnvSchema.parse({ OPENAI_IMAGES_SIZE: 'big' })).toThrow(/1536x1024/);
  });
});
