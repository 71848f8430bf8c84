// Issue targets (tour player, Tour Maker), offline engines, the real server with its in-process job runner:
//   a 10-stop tour with 1-minute stops: time until stop 1 is playable and until all narrations are
//   ready (Generate All); a 6-stop specialty tour: time from Create Tour to stop 1 playable (target
//   under 3 s) and to all stops ready. "Playable" = the stop's narration is placed with its audio stored.
// Run: npx tsx bench/tour-generation.ts
import os from 'node:os';
import { median, signUp, startServer } from './lib/start-server';

const ROUTES = '/api/tour-maker/routes';
// Ten real stops along the Seine in Paris, west to east.
const SEINE: [string, number, number][] = [
  ['Eiffel Tower', 48.8584, 2.2945],
  ['Pont Alexandre III', 48.8639, 2.3135],
  ['Place de la Concorde', 48.8656, 2.3212],
  ['Musée d’Orsay', 48.86, 2.3266],
  ['Louvre', 48.8606, 2.3376],
  ['Pont Neuf', 48.8573, 2.3414],
  ['Sainte-Chapelle', 48.8554, 2.345],
  ['Notre-Dame', 48.853, 2.3499],
  ['Hôtel de Ville', 48.8566, 2.3522],
  ['Île Saint-Louis', 48.8515, 2.3569],
];
const CITIES = ['Rome', 'Kyoto', 'Lisbon', 'Sydney', 'New York', 'Cairo'];

async function call<T>(baseUrl: string, token: string, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.error}`);
  return json.data;
}

interface Tour {
  id: string;
  pointsOfInterest: unknown[];
  narrations: { waypointIndex: number | null; audioDurationSeconds: number | null }[];
}

/** Milliseconds (from `started`) until stop 1 is playable and until every stop is. */
async function watchTour(baseUrl: string, token: string, id: string, started: number) {
  let first = 0;
  for (;;) {
    const tour = await call<Tour>(baseUrl, token, 'GET', `${ROUTES}/${id}`);
    const ready = new Set(tour.narrations.filter((n) => n.audioDurationSeconds).map((n) => n.waypointIndex));
    if (!first && ready.has(0)) first = performance.now() - started;
    if (ready.size >= tour.pointsOfInterest.length)
      return { first, all: performance.now() - started, stops: ready.size };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const loadBefore = os.loadavg().map((v) => Math.round(v * 100) / 100);
const server = await startServer();
try {
  const batch: { first: number; all: number }[] = [];
  for (let round = 0; round < 3; round++) {
    const token = await signUp(server.baseUrl);
    const tour = await call<Tour>(server.baseUrl, token, 'POST', ROUTES, {
      name: `Seine ${round}`,
      theme: 'historical_facts',
      narrationDuration: 1,
      pointsOfInterest: SEINE.map(([name, latitude, longitude]) => ({ name, latitude, longitude })),
    });
    const started = performance.now();
    await call(server.baseUrl, token, 'POST', `${ROUTES}/${tour.id}/generate-narrations`, { language: 'en' });
    batch.push(await watchTour(server.baseUrl, token, tour.id, started));
  }
  const created: { first: number; all: number }[] = [];
  for (const city of CITIES) {
    const token = await signUp(server.baseUrl);
    const started = performance.now();
    const tour = await call<Tour>(server.baseUrl, token, 'POST', '/api/tour-maker/specialty-tour', {
      name: `${city} highlights`,
      location: city,
      theme: 'historical_facts',
      narrationDuration: 1,
    });
    created.push({ ...(await watchTour(server.baseUrl, token, tour.id, started)) });
  }
  const round = (values: number[]) => Math.round(median(values));
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString().slice(0, 10),
        loadAverageBefore: loadBefore,
        tenStopBatch: {
          rounds: batch.length,
          stop1PlayableMs: round(batch.map((b) => b.first)),
          allReadyMs: round(batch.map((b) => b.all)),
        },
        specialtyCreate: {
          rounds: created.length,
          stop1PlayableMs: round(created.map((c) => c.first)),
          allReadyMs: round(created.map((c) => c.all)),
          maxStop1Ms: Math.round(Math.max(...created.map((c) => c.first))),
        },
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
