import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startStandIn, type StandIn } from '../../../../test/stand-ins/tts';
import { createPostcardArtistFromEnv } from './create-postcard-artist';
import { createOfflinePostcardArtist } from './offline-postcard-artist';
import { createOpenAiPostcardArtist } from './openai-postcard-artist';
import type { PostcardContent } from './postcard-artist';

const offline = createOfflinePostcardArtist();
const content: PostcardContent = {
  tourName: 'Lisbon trams',
  startPoint: 'Praça do Comércio',
  destination: 'Alfama',
  highlights: ['Praça do Comércio', 'Alfama'],
  stops: [
    { name: 'Praça do Comércio', lat: 38.7075, lng: -9.1364 },
    { name: 'Alfama', lat: 38.7115, lng: -9.1301 },
  ],
  photos: [],
  selfie: null,
  preserveFace: true,
  style: 'oil_painting',
  variant: 'scenic',
};

/** A painting stand-in: a bright diagonal gradient, unlike any drawn scene. */
async function paintedPng(): Promise<Buffer> {
  const width = 1536;
  const height = 1024;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([(x * 255) / width, 230, (y * 255) / height], (y * width + x) * 3);
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

const meanDifference = async (a: Buffer, b: Buffer) => {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
};

describe('the OpenAI-compatible postcard painter', () => {
  it('asks for artwork in the style’s words and letters the card over it', async () => {
    standIn.answer((_request, response) => sendJson(response, 200, { data: [{ b64_json: png.toString('base64') }] }));
    const fallbacks: Error[] = [];
    const painter = createOpenAiPostcardArtist(
      { apiKey: 'sk-test', baseUrl: `${standIn.url}/v1`, onFallback: (error) => fallbacks.push(error) },
      offline,
    );
    const card = await painter.drawPostcard(content);
    expect(fallbacks).toEqual([]);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/images/generations' });
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1536x1024' });
    expect(request!.body.prompt).toContain('"Lisbon trams"');
    expect(request!.body.prompt).toContain('oil painting');
    expect(request!.body.prompt).toContain('No text');
    expect(card).toMatchObject({ source: 'openai:gpt-image-1', contentType: 'image/png', width: 1600 });
    expect(card.prompt).toBe(request!.body.prompt);
    const plain = await offline.drawPostcard(content);
    expect(await meanDifference(card.data, plain.data)).toBeGreaterThan(15);
  }, 60_000);

  it('draws the offline postcard, and says why, when the service fails or sends no image', async () => {
    for (const answer of [
      (_q: unknown, r: Parameters<typeof sendJson>[0]) => sendJson(r, 500, { error: { message: 'overloaded' } }),
      (_q: unknown, r: Parameters<typeof sendJson>[0]) =>
        sendJson(r, 200, { data: [{ b64_json: Buffer.from('hello').toString('base64') }] }),
    ]) {
      standIn.answer(answer);
      const fallbacks: Error[] = [];
      const painter = createOpenAiPostcardArtist(
        { baseUrl: `${standIn.url}/v1`, onFallback: (error) => fallbacks.push(error) },
        offline,
      );
      const card = await painter.drawPostcard(content);
      expect(card.source).toBe('offline');
      expect(fallbacks).toHaveLength(1);
    }
  }, 60_000);

  it('is chosen by the same settings as covers', () => {
    expect(createPostcardArtistFromEnv({}, offline).name).toBe('offline');
    expect(createPostcardArtistFromEnv({ IMAGES_PROVIDER: 'openai', OPENAI_API_KEY: 'sk' }, offline).name).toBe(
      'openai:gpt-image-1',
    );
    expect(() => createPostcardArtistFromEnv({ IMAGES_PROVIDER: 'openai' }, offline)).toThrow(/OPENAI_IMAGES_API_KEY/);
  });
});
