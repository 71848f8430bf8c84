// Issue 23: one account floods tour creation and postcards while another listens. Records the
// listener's time to the first audio byte of a new narration (p50, p99), alone and beside the flood,
// and what the flooder was answered (201s, 429s, ...).
// Run: npx tsx bench/noisy-neighbour.ts   (BENCH_FLOOD_SECONDS, default 60)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BENCH_PLACES } from './lib/places';
import { spawnServer } from './lib/spawn-server';

const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 60);
/** Requests the flooder keeps in flight at once: a script, not a person. */
const FLOOD_CONCURRENCY = 4;
/** The listener asks for a new narration this often, as a walk through a town would (a stop a minute is slower). */
const LISTEN_EVERY_MS = 3000;

const round = (values: number[]) => values.map(Math.round);
function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}
const load = () => os.loadavg().map((v) => Math.round(v * 100) / 100);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roamcast-noisy-'));
// The real server as `npm start` runs it, in its own process; the load comes from this one.
const server = await spawnServer({ DATA_DIR: dataDir }, 3917);
const base = server.baseUrl;

async function signUp(): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${base}/api/auth/local/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      password: 'benchmark password',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string; user: { id: string } } };
  return { token: body.data.token, userId: body.data.user.id };
}

const post = (url: string, token: string, payload: object) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

/** Milliseconds from the POST to the first audio byte of a new narration (null when refused). */
async function firstAudio(token: string, lat: number, lng: number): Promise<{ ms: number | null; status: number }> {
  const started = performance.now();
  const response = await post('/api/narration/generate', token, {
    theme: 'historical_facts',
    location: { lat, lng },
    language: 'en',
    duration: 1,
  });
  if (!response.ok) {
    await response.arrayBuffer();
    return { ms: null, status: response.status };
  }
  const { audioUrl } = ((await response.json()) as { data: { audioUrl: string } }).data;
  const audio = await fetch(`${base}${audioUrl}`);
  const reader = audio.body!.getReader();
  const chunk = await reader.read();
  const ms = performance.now() - started;
  await reader.cancel();
  return { ms: chunk.done ? null : ms, status: audio.status };
}

let placeIndex = 0;
/** A place never asked before, so no narration comes from the cache. */
function nextPlace(): [number, number] {
  const [lat, lng] = BENCH_PLACES[placeIndex % BENCH_PLACES.length]!;
  const shift = 0.01 * Math.floor(placeIndex / BENCH_PLACES.length + 1);
  placeIndex++;
  return [lat + shift, lng + shift];
}

async function listen(token: string, until: () => boolean) {
  const firstAudioMs: number[] = [];
  const refused: Record<string, number> = {};
  while (!until()) {
    const tick = performance.now();
    const [lat, lng] = nextPlace();
    const result = await firstAudio(token, lat, lng);
    if (result.ms === null) refused[result.status] = (refused[result.status] ?? 0) + 1;
    else firstAudioMs.push(result.ms);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, LISTEN_EVERY_MS - (performance.now() - tick))));
  }
  return { firstAudioMs, refused };
}

try {
  const listener = await signUp();
  const flooder = await signUp();
  // The flooder pays for the highest plan: the most tours and postcards any account may ask for.
  const db = new Database(path.join(dataDir, 'roamcast.db'));
  db.prepare("update users set tier = 'premium' where id = ?").run(flooder.userId);
  db.close();

  // Warm: the gazetteer and the speech threads' JIT, as the first narrations after a start do.
  await firstAudio(listener.token, 10.5, 10.5);
  const loadBefore = load();

  // Alone: the listener's figures with nobody else on the server.
  const quietUntil = performance.now() + 30_000;
  const quiet = await listen(listener.token, () => performance.now() > quietUntil);

  // Beside the flood.
  const statuses: Record<string, Record<string, number>> = { tours: {}, postcards: {} };
  const count = (kind: string, status: number) => (statuses[kind]![status] = (statuses[kind]![status] ?? 0) + 1);
  const floodUntil = performance.now() + FLOOD_SECONDS * 1000;
  const tourIds: string[] = [];
  const firstRefusal: Record<string, string> = {};
  let n = 0;
  async function flood() {
    while (performance.now() < floodUntil) {
      const i = n++;
      if (i % 2 === 0 || tourIds.length === 0) {
        const response = await post('/api/tour-maker/specialty-tour', flooder.token, {
          name: `Flood ${i}`,
          location: 'Rome',
          coordinates: { lat: 41.9 + (i % 50) * 0.001, lng: 12.49 },
          theme: 'historical_facts',
          narrationDuration: 2,
          language: 'en',
        });
        count('tours', response.status);
        const body = (await response.json().catch(() => null)) as { data?: { id?: string }; error?: string } | null;
        if (!response.ok) firstRefusal[`tours ${response.status}`] ??= body?.error ?? '';
        if (response.ok && body?.data?.id) tourIds.push(body.data.id);
      } else {
        const response = await post(`/api/postcards/generate/${tourIds[i % tourIds.length]}`, flooder.token, {});
        count('postcards', response.status);
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        if (!response.ok) firstRefusal[`postcards ${response.status}`] ??= body?.error ?? '';
      }
    }
  }
  const [busy] = await Promise.all([
    listen(listener.token, () => performance.now() > floodUntil),
    ...Array.from({ length: FLOOD_CONCURRENCY }, flood),
  ]);

  const figures = (run: { firstAudioMs: number[]; refused: Record<string, number> }) => ({
    narrations: run.firstAudioMs.length,
    firstAudioP50Ms: percentile(run.firstAudioMs, 50),
    firstAudioP99Ms: percentile(run.firstAudioMs, 99),
    refused: run.refused,
    runsMs: round(run.firstAudioMs),
  });
  console.log(
    JSON.stringify(
      {
        benchmark: `noisy neighbour: first audio byte of a new 1-minute narration, alone (30 s) and beside one account flooding tours and postcards (${FLOOD_SECONDS} s, ${FLOOD_CONCURRENCY} at once), offline engines`,
        // Other work on the machine shows here: above ~0.5 the figures are not a quiet run's.
        loadAverage: { before: loadBefore, after: load() },
        listenerAlone: figures(quiet),
        listenerBesideFlood: figures(busy),
        flooderAnswers: statuses,
        flooderToursCreated: tourIds.length,
        flooderFirstRefusals: firstRefusal,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
