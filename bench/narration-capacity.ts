// Narration capacity on this machine with the offline engines (issue 14):
//  1. 8 new listeners press Start at once: time from each POST /api/narration/generate to the first
//     byte of its audio (target: p50 at most 300 ms). Three rounds, each at places new to the cache.
//  2. 40 listeners start 2-minute narrations at once: each stream must stay ahead of playback from its
//     first byte to its end (no underrun: the audio received always covers the time played so far).
// Run: npx tsx bench/narration-capacity.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { preloadOfflineGeocoder } from '../apps/server/src/providers/geo/offline-geocoder';
import { loadLandmarks } from '../apps/server/src/providers/knowledge/landmarks/load-landmarks';
import { mp3DurationSeconds } from '../apps/server/src/providers/tts/offline/mp3-duration';
import { BENCH_PLACES } from './lib/places';
import { median } from './lib/start-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-capacity-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: '0',
  HOST: '127.0.0.1',
  NARRATION_RATE_LIMIT: '10000',
});
config.webDist = undefined;
// As `npm start` runs: gazetteer and landmark pack loaded and the voice warmed before listeners come.
const server = await buildApp(config, { logger: false });
preloadOfflineGeocoder();
loadLandmarks();
await server.app.listen({ port: 0, host: '127.0.0.1' });
await server.warmUp();
const { port } = server.app.server.address() as { port: number };
const baseUrl = `http://127.0.0.1:${port}`;

interface Listened {
  firstByteMs: number;
  /** Arrival time (ms after the POST) and bytes so far, for every chunk. */
  chunks: { at: number; bytes: number }[];
  audio: Buffer;
}

/** One listener: starts a narration and reads its audio stream to the end. */
async function listen(place: readonly [number, number], duration: number, part: number): Promise<Listened> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/narration/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      theme: 'historical_facts',
      location: { lat: place[0], lng: place[1] },
      language: 'en',
      duration,
      part,
    }),
  });
  if (!response.ok) throw new Error(`generate answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { audioUrl: string } };
  const audio = await fetch(`${baseUrl}${data.audioUrl}`);
  const chunks: { at: number; bytes: number }[] = [];
  const parts: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of audio.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    parts.push(Buffer.from(chunk));
    chunks.push({ at: performance.now() - started, bytes });
  }
  if (chunks.length === 0) throw new Error('no audio');
  return { firstByteMs: chunks[0]!.at, chunks, audio: Buffer.concat(parts) };
}

try {
  // 1. Eight new listeners at once, three rounds (each round at parts no listener asked for before).
  const rounds: { p50: number; max: number }[] = [];
  for (let round = 0; round < 3; round++) {
    const listened = await Promise.all(BENCH_PLACES.slice(0, 8).map((place) => listen(place, 1, 20 + round)));
    const firsts = listened.map((one) => one.firstByteMs);
    rounds.push({ p50: Math.round(median(firsts)), max: Math.round(Math.max(...firsts)) });
  }

  // 2. Forty 2-minute narrations at once (ten places, four stories each).
  const forty = await Promise.all(
    Array.from({ length: 40 }, (_, index) => listen(BENCH_PLACES[index % 10]!, 2, 40 + Math.floor(index / 10))),
  );
  const margins = forty.map((one) => {
    const seconds = mp3DurationSeconds(one.audio);
    const total = one.audio.length;
    // Playback starts at the first byte; at each arrival the audio received must cover the time played.
    let worst = Infinity;
    for (const chunk of one.chunks) {
      const played = (chunk.at - one.firstByteMs) / 1000;
      const received = (chunk.bytes / total) * seconds;
      worst = Math.min(worst, received - played);
    }
    const streamSeconds = (one.chunks.at(-1)!.at - one.firstByteMs) / 1000;
    return { seconds, streamSeconds, worstLeadSeconds: worst };
  });
  const underruns = margins.filter((margin) => margin.worstLeadSeconds < 0).length;
  console.log(
    JSON.stringify(
      {
        benchmark: 'narration capacity, offline engines (issue 14)',
        eightNewListeners: {
          firstAudioP50Ms: rounds.map((round) => round.p50),
          firstAudioMaxMs: rounds.map((round) => round.max),
          targetP50Ms: 300,
        },
        fortyTwoMinuteNarrations: {
          audioSecondsMedian: Math.round(median(margins.map((margin) => margin.seconds))),
          wholeStreamSecondsMax: Math.round(Math.max(...margins.map((margin) => margin.streamSeconds))),
          smallestLeadSeconds: Math.round(Math.min(...margins.map((margin) => margin.worstLeadSeconds)) * 10) / 10,
          underruns,
        },
      },
      null,
      2,
    ),
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
