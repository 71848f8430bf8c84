// Issue 12 targets (Famous Tours), offline engines, the real server with its in-process job runner:
//   the first play of each famous tour by a visitor (no account): time from the start request until
//   stop 1 is playable (target under 2 s; acceptance under 3 s) and until every stop is (target under
//   20 s for a 10-stop tour; acceptance under 60 s). "Playable" = the stop's narration is placed with
//   its audio stored. Then a second play: no new job and no new narration.
// Run: npx tsx bench/famous-generation.ts
import os from 'node:os';
import { startServer } from './lib/start-server';

interface FamousListing {
  id: string;
  shareCode: string;
  stops: number;
}
interface Tour {
  narrations: { waypointIndex: number | null; audioDurationSeconds: number | null }[];
}
interface Progress {
  jobId: string | null;
}

async function call<T>(baseUrl: string, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.error}`);
  return json.data;
}

const loadBefore = os.loadavg().map((v) => Math.round(v * 100) / 100);
const server = await startServer();
try {
  const famous = await call<FamousListing[]>(server.baseUrl, 'GET', '/api/tour-maker/famous');
  const results = [];
  for (const tour of famous) {
    const batch = `/api/tour-maker/routes/${tour.id}/generate-narrations`;
    const started = performance.now();
    const job = await call<Progress>(server.baseUrl, 'POST', batch, { language: 'en' });
    let first = 0;
    let all = 0;
    while (!all) {
      const read = await call<Tour>(server.baseUrl, 'GET', `/api/tour-maker/routes/${tour.id}`);
      const ready = new Set(read.narrations.filter((n) => n.audioDurationSeconds).map((n) => n.waypointIndex));
      if (!first && ready.has(0)) first = performance.now() - started;
      if (ready.size >= tour.stops) all = performance.now() - started;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const narrations = (await call<Tour>(server.baseUrl, 'GET', `/api/tour-maker/routes/${tour.id}`)).narrations.length;
    const again = await call<Progress>(server.baseUrl, 'POST', batch, { language: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = (await call<Tour>(server.baseUrl, 'GET', `/api/tour-maker/routes/${tour.id}`)).narrations.length;
    results.push({
      shareCode: tour.shareCode,
      stops: tour.stops,
      stop1PlayableMs: Math.round(first),
      allReadyMs: Math.round(all),
      secondPlaySameJob: again.jobId === job.jobId,
      secondPlayNewNarrations: after - narrations,
    });
  }
  console.log(
    JSON.stringify(
      { date: new Date().toISOString().slice(0, 10), loadAverageBefore: loadBefore, cpus: os.cpus().length, results },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
