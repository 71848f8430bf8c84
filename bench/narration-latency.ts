// Time from POST /api/narration/generate to a playable audio file, 1-minute narrations at 10 new places.
// Run: npx tsx bench/narration-latency.ts
import { BENCH_PLACES } from './lib/places';
import { median, startServer } from './lib/start-server';

const places = BENCH_PLACES;

const server = await startServer();
try {
  const timings: number[] = [];
  for (const [lat, lng] of places) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/narration/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ theme: 'historical_facts', location: { lat, lng }, language: 'en', duration: 1 }),
    });
    const body = (await response.json()) as { data: { audioUrl: string } };
    const audio = await fetch(`${server.baseUrl}${body.data.audioUrl}`);
    const bytes = (await audio.arrayBuffer()).byteLength;
    if (!audio.ok || bytes < 1000) throw new Error(`audio not playable at ${lat},${lng}`);
    timings.push(performance.now() - started);
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'POST /api/narration/generate -> playable MP3, 1 minute, offline engines, 10 new places',
        medianMs: Math.round(median(timings)),
        minMs: Math.round(Math.min(...timings)),
        maxMs: Math.round(Math.max(...timings)),
        runsMs: timings.map(Math.round),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
