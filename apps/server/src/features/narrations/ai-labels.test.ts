import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConfigSchema, answerSchema } from '@roamcast/shared/schemas/qa';
import { narrationSchema } from '@roamcast/shared/schemas/narration';
import { publicStopNarrationSchema, publicTourSchema } from '@roamcast/shared/schemas/public-tour';
import { postcardGenerateResultSchema, publicPostcardSchema } from '@roamcast/shared/schemas/share-pages';
import { tourImagesSchema } from '@roamcast/shared/schemas/tour-jobs';
import { mp3DurationSeconds } from '../../providers/tts/offline/mp3-duration';
import { json, sse, type StandIn as ModelStandIn } from '../../../test/stand-ins/llm';
import { sendJson, type StandIn as ServiceStandIn, type StandInHandler } from '../../../test/stand-ins/tts';
import { EIFFEL_STORY, PARIS, anthropic, startStandInCloud, type StandInCloud } from '../../../test/stand-in-cloud';
import { seedTour } from '../../../test/seed-tour';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

// Issue 23, point 7: AI labels are present exactly when a model wrote (or spoke, or painted) the content.
const USAGE = { input: 800, output: 200 };
const ANSWER = 'The tower was finished in 1889 for the World’s Fair, and it was the tallest structure of its day.';
const IPTC = 'http://cv.iptc.org/newscodes/digitalsourcetype/';
const ROME = [
  { name: 'Colosseum', latitude: 41.8902, longitude: 12.4922 },
  { name: 'Roman Forum', latitude: 41.8925, longitude: 12.4853 },
  { name: 'Pantheon', latitude: 41.8986, longitude: 12.4769 },
];

let cloud: StandInCloud;
let model: ModelStandIn;
/** OpenAI's speech and images APIs, told apart by path. */
let service: ServiceStandIn;
let online: TestApp;
let offline: TestApp;
let painting: Buffer;

const paintsOrSpeaks: StandInHandler = (request, response) => {
  if (request.url.endsWith('/images/generations')) {
    sendJson(response, 200, { data: [{ b64_json: painting.toString('base64') }] });
  } else {
    cloud.speaksMp3(request, response);
  }
};

beforeAll(async () => {
  painting = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#b0603a' } })
    .png()
    .toBuffer();
  cloud = await startStandInCloud();
  ({ model, voice: service } = cloud);
  service.answer(paintsOrSpeaks);
  [online, offline] = await Promise.all([
    createTestApp({
      env: {
        ...cloud.env,
        IMAGES_PROVIDER: 'openai',
        OPENAI_IMAGES_BASE_URL: `${service.url}/v1`,
      },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([online?.close(), offline?.close()]);
  await cloud?.close();
});

/** The COMM frame of the ID3v2.3 tag an MP3 starts with: [description, comment]. */
function id3Comment(file: Buffer): [string, string] {
  expect(file.toString('latin1', 0, 5)).toBe('ID3\x03\x00');
  expect(file.toString('latin1', 10, 14)).toBe('COMM');
  const body = file.subarray(20, 20 + file.readUInt32BE(14));
  expect(body[0]).toBe(0); // ISO-8859-1
  expect(body.toString('latin1', 1, 4)).toBe('eng');
  const end = body.indexOf(0, 4);
  return [body.toString('latin1', 4, end), body.toString('latin1', end + 1)];
}

/** The stored file behind an audio URL: /api/narrations/{id}/audio redirects to /media once stored. */
async function storedFile(t: TestApp, url: string) {
  let response = await t.app.inject({ url });
  if (response.statusCode === 302) response = await t.app.inject({ url: response.headers.location as string });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('audio/mpeg');
  return response;
}

/** `part` keeps each story out of the cache. */
async function narrate(t: TestApp, part: number) {
  const made = await t.app.inject({ method: 'POST', url: '/api/narration/generate', payload: { ...PARIS, part } });
  expect(made.statusCode, made.body).toBe(200);
  const first = narrationSchema.parse(made.json().data);
  await t.drainNarrations();
  const read = await t.app.inject({ url: `/api/narrations/${first.id}` });
  const narration = narrationSchema.parse(read.json().data);
  expect(narration.aiWritten).toBe(first.aiWritten);
  const row = await t.db
    .selectFrom('narrations')
    .select('aiWritten')
    .where('id', '=', narration.id)
    .executeTakeFirstOrThrow();
  expect(row.aiWritten).toBe(narration.aiWritten ? 1 : 0);
  return narration;
}

async function ask(t: TestApp) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/voice/general-qa',
    payload: { question: 'When was the tower built?', location: PARIS.location, language: 'en' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return answerSchema.parse(response.json().data);
}

/** The XMP a picture carries, as libvips reads it. */
async function xmpOf(t: TestApp, url: string): Promise<string> {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return (await sharp(response.rawPayload).metadata()).xmp?.toString('utf8') ?? '';
}

const sourceType = (code: string) => `<Iptc4xmpExt:DigitalSourceType>${IPTC}${code}</Iptc4xmpExt:DigitalSourceType>`;

const tourOf = (t: TestApp, userId: string) => seedTour(t.db, { userId, theme: 'historical_facts', stops: ROME });

async function standardUser(t: TestApp) {
  const user = await signUp(t);
  await t.db.updateTable('users').set({ tier: 'standard' }).where('id', '=', user.userId).execute();
  return user;
}

describe(`AI labels (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('marks a narration a model wrote, and its MP3 says a cloud voice made the speech', async () => {
    model.respond(sse(anthropic.frames(EIFFEL_STORY, USAGE)));
    const narration = await narrate(online, 0);
    expect(narration.aiWritten).toBe(true);
    expect(narration.cost.provider).toBe('anthropic:claude-sonnet-5');
    const file = await storedFile(online, narration.audioUrl!);
    expect(id3Comment(file.rawPayload)).toEqual(['AI disclosure', 'AI-generated speech: openai-tts']);
    // The tag in front changes neither the length nor seeking.
    expect(mp3DurationSeconds(file.rawPayload)).toBeCloseTo(narration.audioDurationSeconds!, 6);
    expect(narration.audioDurationSeconds).toBeGreaterThan(0.5);
    const media = (await online.app.inject({ url: narration.audioUrl! })).headers.location as string;
    const range = await online.app.inject({ url: media, headers: { range: 'bytes=100-299' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(file.rawPayload.subarray(100, 300))).toBe(true);
  });

  it('does not mark one the offline composer wrote after the model failed, nor its offline-spoken MP3', async () => {
    model.respond((_sent, response) => json(response, 401, anthropic.errorBody('invalid x-api-key')));
    service.answer((_request, response) => sendJson(response, 401, { error: { message: 'bad key' } }));
    try {
      const narration = await narrate(online, 1);
      expect(narration.aiWritten).toBe(false);
      expect(narration.cost.provider).toMatch(/^offline-composer \(fallback: anthropic:claude-sonnet-5 failed/u);
      const file = await storedFile(online, narration.audioUrl!);
      expect(id3Comment(file.rawPayload)).toEqual([
        'AI disclosure',
        'Synthesised offline by eSpeak NG; not AI-generated',
      ]);
      expect(mp3DurationSeconds(file.rawPayload)).toBeCloseTo(narration.audioDurationSeconds!, 6);
    } finally {
      service.answer(paintsOrSpeaks);
    }
  });

  it('does not mark a narration with no model configured', async () => {
    const narration = await narrate(offline, 0);
    expect(narration.aiWritten).toBe(false);
    expect(narration.cost.provider).toBe('offline-composer');
    const file = await storedFile(offline, narration.audioUrl!);
    expect(id3Comment(file.rawPayload)[1]).toBe('Synthesised offline by eSpeak NG; not AI-generated');
    // A cached copy for the next listener keeps the label.
    const again = await narrate(offline, 0);
    expect(again.id).not.toBe(narration.id);
    expect(again.aiWritten).toBe(false);
  });

  it('says which model answers questions, marks its answers, and tags their audio', async () => {
    const config = await online.app.inject({ url: '/api/config/ai' });
    expect(aiConfigSchema.parse(config.json().data)).toEqual({ languageModel: 'anthropic:claude-sonnet-5' });
    const none = await offline.app.inject({ url: '/api/config/ai' });
    expect(aiConfigSchema.parse(none.json().data)).toEqual({ languageModel: null });

    model.respond(sse(anthropic.frames([ANSWER], USAGE)));
    const answered = await ask(online);
    expect(answered).toMatchObject({ answer: ANSWER, provider: 'anthropic:claude-sonnet-5', aiWritten: true });
    expect(id3Comment((await storedFile(online, answered.audioUrl!)).rawPayload)[1]).toBe(
      'AI-generated speech: openai-tts:nova',
    );

    model.respond((_sent, response) => json(response, 500, anthropic.errorBody('overloaded')));
    const fellBack = await ask(online);
    expect(fellBack.provider).toMatch(/^offline-answerer \(fallback: anthropic/u);
    expect(fellBack.aiWritten).toBe(false);

    const offlineAnswer = await ask(offline);
    expect(offlineAnswer).toMatchObject({ provider: 'offline-answerer', aiWritten: false });
    expect(id3Comment((await storedFile(offline, offlineAnswer.audioUrl!)).rawPayload)[1]).toBe(
      'Synthesised offline by eSpeak NG; not AI-generated',
    );
  });

  it('marks a shared tour’s stories for visitors exactly when a model wrote them', async () => {
    const owner = await signUp(online);
    const routeId = await tourOf(online, owner.userId);
    model.respond(sse(anthropic.frames(EIFFEL_STORY, USAGE)));
    const made = await online.app.inject({
      method: 'POST',
      url: '/api/narrations',
      headers: bearer(owner.token),
      payload: { ...PARIS, part: 7, routeId, waypointIndex: 1 },
    });
    expect(made.statusCode, made.body).toBe(201);
    await online.drainNarrations();
    const shared = await online.app.inject({
      method: 'POST',
      url: `/api/tours/${routeId}/share`,
      headers: bearer(owner.token),
      payload: {},
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const { shareCode } = shared.json().data as { shareCode: string };
    const page = publicTourSchema.parse(
      (await online.app.inject({ url: `/api/tours/share/${shareCode}` })).json().data,
    );
    expect(page.stops[1]!.narration).toMatchObject({ id: made.json().data.id, aiWritten: true });

    // A visitor's story for a stop without one: the model refuses, the offline composer writes it.
    model.respond((_sent, response) => json(response, 401, anthropic.errorBody('invalid x-api-key')));
    const visitor = await online.app.inject({
      method: 'POST',
      url: `/api/tours/share/${shareCode}/stops/2/narration`,
      payload: { language: 'en' },
    });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(publicStopNarrationSchema.parse(visitor.json().data).aiWritten).toBe(false);
    await online.drainNarrations();
  });

  it('marks covers in XMP: painted by the images model, or drawn offline', async () => {
    for (const [t, code] of [
      [online, 'trainedAlgorithmicMedia'],
      [offline, 'algorithmicMedia'],
    ] as const) {
      const { token, userId } = await signUp(t);
      const id = await tourOf(t, userId);
      const made = await t.app.inject({
        method: 'POST',
        url: `/api/tour-maker/routes/${id}/regenerate-image`,
        headers: bearer(token),
        payload: {},
      });
      expect(made.statusCode, made.body).toBe(200);
      const images = tourImagesSchema.parse(made.json().data);
      for (const url of [images.aiImageUrl!, images.thumbnailUrl!]) {
        const xmp = await xmpOf(t, url);
        expect(xmp).toContain(sourceType(code));
        expect(xmp.match(/DigitalSourceType>/gu)).toHaveLength(2);
      }
    }
  });

  it('marks postcards (PNG and preview) in XMP, and the voice message’s MP3 in ID3', async () => {
    for (const [t, code, voice] of [
      [online, 'compositeWithTrainedAlgorithmicMedia', 'AI-generated speech: openai-tts:nova'],
      [offline, 'algorithmicMedia', 'Synthesised offline by eSpeak NG; not AI-generated'],
    ] as const) {
      const { token, userId } = await standardUser(t);
      const routeId = await tourOf(t, userId);
      const made = await t.app.inject({
        method: 'POST',
        url: `/api/postcards/generate/${routeId}`,
        headers: bearer(token),
        payload: { stylePreset: 'watercolor', variant: 'scenic', voiceMessage: 'Wish you were here!' },
      });
      expect(made.statusCode, made.body).toBe(200);
      const result = postcardGenerateResultSchema.parse(made.json().data);
      const png = await t.app.inject({ url: result.imageUrl });
      expect(png.headers['content-type']).toBe('image/png');
      // The iTXt chunk comes right after IHDR.
      expect(png.rawPayload.toString('latin1', 37, 41)).toBe('iTXt');
      expect(png.rawPayload.toString('latin1', 41, 59)).toBe('XML:com.adobe.xmp\0');
      expect(await xmpOf(t, result.imageUrl)).toContain(sourceType(code));
      const card = publicPostcardSchema.parse(
        (await t.app.inject({ url: `/api/postcards/share/${result.shareCode}` })).json().data,
      );
      expect(await xmpOf(t, card.previewUrl!)).toContain(sourceType(code));
      expect(id3Comment((await storedFile(t, card.audioUrl!)).rawPayload)[1]).toBe(voice);
    }
  });
});
