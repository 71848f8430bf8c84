// Issue targets, offline engines, median of 10 new places on this 2-core machine:
//   first playable audio byte of a 2-minute narration, the whole 1-minute narration,
//   a cached repeat, and the speech engine's real-time factor (two espeak threads, fresh and warm).
// Run: npx tsx bench/narration-speed.ts
import os from 'node:os';
import { createOfflineSpeechSynthesizer } from '../apps/server/src/providers/tts/offline/espeak-synthesizer';
import { measureRealTimeFactor } from '../apps/server/src/providers/tts/measure-real-time-factor';
import { BENCH_PLACES } from './lib/places';
import { median, startServer } from './lib/start-server';

const places = BENCH_PLACES;
const shift = (place: readonly [number, number], by: number): [number, number] => [place[0] + by, place[1] + by];

async function post(baseUrl: string, lat: number, lng: number, duration: number) {
  const response = await fetch(`${baseUrl}/api/narration/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ theme: 'historical_facts', location: { lat, lng }, language: 'en', duration }),
  });
  if (!response.ok) throw new Error(`generate failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { audioUrl: string } }).data;
}

/** Milliseconds to the first audio byte and to the last one, from sending the POST. */
async function timeAudio(baseUrl: string, lat: number, lng: number, duration: number) {
  const started = performance.now();
  const { audioUrl } = await post(baseUrl, lat, lng, duration);
  const audio = await fetch(`${baseUrl}${audioUrl}`);
  const reader = audio.body!.getReader();
  let first = 0;
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    if (!first) first = performance.now() - started;
    bytes += chunk.value.byteLength;
  }
  if (bytes < 1000) throw new Error('no audio');
  return { first, whole: performance.now() - started };
}

const loadBefore = os.loadavg().map((v) => Math.round(v * 100) / 100);
// Thirty narrations within a minute or so: far above the per-listener limit, which is not measured here.
const server = await startServer({ NARRATION_RATE_LIMIT: '1000' });
try {
  // Warm the gazetteer (as `npm start` does before it listens) and both speech threads' JIT (as the
  // first narrations after a start do).
  await timeAudio(server.baseUrl, 10.5, 10.5, 1);
  const firstByte: number[] = [];
  const whole: number[] = [];
  const cached: number[] = [];
  for (const place of places) {
    const [lat, lng] = place;
    firstByte.push((await timeAudio(server.baseUrl, lat, lng, 2)).first);
    const [lat1, lng1] = shift(place, 0.05);
    whole.push((await timeAudio(server.baseUrl, lat1, lng1, 1)).whole);
    const started = performance.now();
    await post(server.baseUrl, lat1, lng1, 1);
    cached.push(performance.now() - started);
  }
  const speech = createOfflineSpeechSynthesizer();
  const text = 'The fog rolls in over the bay most summer afternoons, and the towers vanish into it. '.repeat(12);
  const request = { text, language: 'en', voice: 'rachel', speed: 1, volume: 0.8 } as const;
  // Fresh threads first (the JIT still compiling espeak and the encoder), then warm as in a running server.
  const cold = await measureRealTimeFactor(speech, request);
  const rtf = await measureRealTimeFactor(speech, request);
  await speech.close();
  const round = (values: number[]) => Math.round(median(values));
  console.log(
    JSON.stringify(
      {
        benchmark: 'narration speed, offline engines, median of 10 new places',
        // Other work on the machine shows here: above ~0.5 the figures are not a quiet run's.
        loadAverage: { before: loadBefore, after: os.loadavg().map((v) => Math.round(v * 100) / 100) },
        firstAudioByte2MinMs: round(firstByte),
        whole1MinMs: round(whole),
        cachedRepeatMs: Math.round(median(cached) * 10) / 10,
        speechRealTimeFactor: Math.round(rtf.realTimeFactor * 1000) / 1000,
        speechRealTimeFactorColdThreads: Math.round(cold.realTimeFactor * 1000) / 1000,
        speechAudioSeconds: Math.round(rtf.audioSeconds),
        runs: {
          firstByte: firstByte.map(Math.round),
          whole: whole.map(Math.round),
          cached: cached.map((v) => Math.round(v * 10) / 10),
        },
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
