import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import decode from 'audio-decode';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { WORDS_PER_MINUTE } from '@roamcast/shared/catalog/constants';
import type { SynthesisRequest } from '../speech-synthesizer';
import { measureRealTimeFactor } from '../measure-real-time-factor';
import { createOfflineSpeechSynthesizer } from './espeak-synthesizer';
import { EspeakWorkerPool } from './espeak-worker-pool';

const NARRATION = `[BEGIN NARRATION] Welcome to the old harbour, where the city first began more than eight hundred years ago. Fishermen once pulled their boats onto this narrow beach, and merchants soon followed with salt, wool and wine. Look to your left and you will see the customs house, a grey stone building with tall arched windows. It was finished in seventeen twelve, after a fire destroyed the wooden hall that stood here before. Today it holds a small museum about the sailors who left from this quay for distant ports. Walk a little further along the water and notice the iron rings set into the wall. Ships were tied to them for centuries, and some still show the marks of heavy ropes. On summer evenings the square fills with music, and families gather to watch the sun go down behind the lighthouse. Take a moment to enjoy the view before we continue. [END NARRATION]`;
const WORDS = NARRATION.replace(/\[[A-Z ]+\]/g, '')
  .trim()
  .split(/\s+/).length;

const SAMPLES: Record<LanguageCode, string> = {
  en: 'The bridge was opened in nineteen thirty seven.',
  es: 'El puente se inauguró en mil novecientos treinta y siete.',
  fr: 'Le pont a été inauguré en mille neuf cent trente-sept.',
  de: 'Die Brücke wurde neunzehnhundertsiebenunddreißig eröffnet.',
  it: 'Il ponte fu inaugurato nel millenovecentotrentasette.',
  pt: 'A ponte foi inaugurada em mil novecentos e trinta e sete.',
  ja: '東京タワーは港区にあります。',
  zh: '这座桥建于一九三七年。',
  ko: '이 다리는 천구백삼십칠 년에 개통되었습니다.',
  ar: 'افتتح الجسر في عام ألف وتسعمائة وسبعة وثلاثين.',
};

const synthesizer = createOfflineSpeechSynthesizer();
const request = (overrides: Partial<SynthesisRequest>): SynthesisRequest => ({
  text: SAMPLES.en,
  language: 'en',
  voice: 'rachel',
  speed: 1,
  volume: 1,
  ...overrides,
});

async function decodeMp3(mp3: Buffer) {
  const { channelData, sampleRate } = await decode(new Uint8Array(mp3));
  const samples = channelData[0]!;
  return { samples, sampleRate, seconds: samples.length / sampleRate };
}

function rms(samples: Float32Array): number {
  return Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);
}

/** Median fundamental frequency of the voiced frames, by autocorrelation: the pitch a listener hears. */
function medianPitchHz(samples: Float32Array, sampleRate: number): number {
  const frame = 1024;
  const minLag = Math.floor(sampleRate / 400);
  const maxLag = Math.ceil(sampleRate / 60);
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += samples[i]! * samples[i]!;
    if (energy / frame < 0.001) continue; // silence or a consonant
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      for (let i = start; i < start + frame; i++) sum += samples[i]! * samples[i + lag]!;
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (best / energy > 0.5) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

beforeAll(async () => {
  await synthesizer.synthesize(request({ text: 'Warming up.' }));
});
afterAll(() => synthesizer.close());

describe('offline speech synthesizer (espeak-ng)', () => {
  it('speaks a 150-word narration as one MP3 at about 150 words a minute, markers unspoken', async () => {
    const result = await synthesizer.synthesize(request({ text: NARRATION }));
    const decoded = await decodeMp3(result.audio);
    expect(result.mimeType).toBe('audio/mpeg');
    expect(result.provider).toBe('espeak-ng');
    expect(result.characters).toBe(NARRATION.replace(/\[(BEGIN|END) NARRATION\]/g, '').trim().length);
    expect(decoded.sampleRate).toBe(22050);
    expect(Math.abs(decoded.seconds - result.durationSeconds)).toBeLessThan(0.2);
    const wordsPerMinute = WORDS / (result.durationSeconds / 60);
    expect(wordsPerMinute).toBeGreaterThan(WORDS_PER_MINUTE * 0.8);
    expect(wordsPerMinute).toBeLessThan(WORDS_PER_MINUTE * 1.2);
  });

  it('streams its opening phrase first, then sentence by sentence, and the chunks form one stream', async () => {
    const chunks: Buffer[] = [];
    const started = performance.now();
    let firstChunkMs = 0;
    for await (const chunk of synthesizer.synthesizeStream(request({ text: NARRATION }))) {
      if (chunks.length === 0) firstChunkMs = performance.now() - started;
      chunks.push(chunk);
    }
    const totalMs = performance.now() - started;
    // Nine sentences, the first split after "Welcome to the old harbour,".
    expect(chunks.length).toBe(10);
    expect(firstChunkMs).toBeLessThan(totalMs / 3);
    const decoded = await decodeMp3(Buffer.concat(chunks));
    const first = await decodeMp3(chunks[0]!);
    expect(first.seconds).toBeGreaterThan(1);
    expect(first.seconds).toBeLessThan(3);
    expect(decoded.seconds).toBeGreaterThan(first.seconds * 15);
  });

  it.each(Object.entries(SAMPLES) as [LanguageCode, string][])('speaks %s', async (language, text) => {
    const result = await synthesizer.synthesize(request({ language, text }));
    const decoded = await decodeMp3(result.audio);
    expect(decoded.seconds).toBeGreaterThan(1);
    expect(rms(decoded.samples)).toBeGreaterThan(0.01);
  });

  it('speaks Japanese kanji through their kana readings, not as "Chinese letter"', async () => {
    const kanji = await synthesizer.synthesize(request({ language: 'ja', text: '東京タワーは港区にあります。' }));
    const kana = await synthesizer.synthesize(
      request({ language: 'ja', text: 'とうきょうたわーわみなとくにあります。' }),
    );
    // Spelling out five kanji as "Chinese letter" would take several seconds more than the kana reading.
    expect(Math.abs(kanji.durationSeconds - kana.durationSeconds)).toBeLessThan(0.6);
  });

  it('gives each narrator a different voice, the women higher than the men', async () => {
    const voices = ['rachel', 'emily', 'sarah', 'adam', 'marcus'];
    const audio = await Promise.all(voices.map((voice) => synthesizer.synthesize(request({ voice }))));
    expect(new Set(audio.map((a) => a.audio.toString('base64'))).size).toBe(voices.length);
    const pitches: number[] = [];
    for (const a of audio) {
      const decoded = await decodeMp3(a.audio);
      pitches.push(medianPitchHz(decoded.samples, decoded.sampleRate));
    }
    console.info('narrator pitches', Object.fromEntries(voices.map((v, i) => [v, Math.round(pitches[i]!)])));
    expect(Math.min(...pitches.slice(0, 3))).toBeGreaterThan(Math.max(...pitches.slice(3)));
  });

  it('applies volume as gain', async () => {
    const loud = await decodeMp3((await synthesizer.synthesize(request({ volume: 1 }))).audio);
    const quiet = await decodeMp3((await synthesizer.synthesize(request({ volume: 0.3 }))).audio);
    const ratio = rms(quiet.samples) / rms(loud.samples);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(0.35);
  });

  it('speaks faster at a higher speed', async () => {
    const normal = await synthesizer.synthesize(request({ speed: 1 }));
    const fast = await synthesizer.synthesize(request({ speed: 1.5 }));
    expect(fast.durationSeconds).toBeLessThan(normal.durationSeconds * 0.8);
  });

  it('refuses text with nothing to say and recovers after close()', async () => {
    await expect(synthesizer.synthesize(request({ text: '[BEGIN NARRATION] [END NARRATION]' }))).rejects.toThrow(
      /Nothing to speak/,
    );
    await synthesizer.close();
    const again = await synthesizer.synthesize(request({}));
    expect(again.durationSeconds).toBeGreaterThan(1);
  });

  it('warms up every thread of its pool', async () => {
    const pool = new EspeakWorkerPool(2);
    const fresh = createOfflineSpeechSynthesizer(pool);
    try {
      await fresh.warmUp?.();
      expect(pool.threadCount).toBe(2);
    } finally {
      await fresh.close();
    }
  });

  it('measures its real-time factor', async () => {
    const speed = await measureRealTimeFactor(synthesizer, request({ text: NARRATION }));
    expect(speed.audioSeconds).toBeGreaterThan(40);
    expect(speed.firstChunkSeconds).toBeLessThan(speed.synthesisSeconds);
    expect(speed.realTimeFactor).toBeLessThan(1);
    console.info('espeak-ng speed', speed);
  });
});
