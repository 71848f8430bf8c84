import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMp3Encoder } from 'wasm-media-encoders';
import { encodeWav } from '../src/providers/stt/audio/wav';
import { bearer, createTestApp, signUp, type TestApp } from './test-app';

// Issue 23 item 1, beyond images: recordings and route files that cost minutes or gigabytes to decode
// are refused, off the event loop, while the server keeps answering.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ jobWorker: false });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/**
 * 3 MB of silent 8 kbps MP3: 50 minutes of sound. Decoded whole, as before, it held the event loop
 * for 3 s and took 400 MB of samples (9 MB, the most a request may carry: 10 s and 1.1 GB).
 */
async function mp3Bomb(): Promise<{ bomb: Buffer; tenSeconds: Buffer }> {
  const encoder = await createMp3Encoder();
  encoder.configure({ channels: 1, sampleRate: 8000, bitrate: 8 });
  const tenSeconds = Buffer.concat([
    Buffer.from(encoder.encode([new Float32Array(80_000)])),
    Buffer.from(encoder.finalize()),
  ]);
  return { bomb: Buffer.concat(Array<Buffer>(Math.floor(3_000_000 / tenSeconds.length)).fill(tenSeconds)), tenSeconds };
}

/** Each took from 2 s to minutes on the event loop before (4 MB of empty elements: 53 s, on a busy machine). */
const costlyXml: [string, string, RegExp][] = [
  [
    'a million empty elements',
    `<gpx><wpt lat="1" lon="2"><extensions>${'<x/>'.repeat(1_000_000)}</extensions></wpt></gpx>`,
    /more than 600,000 elements, far beyond any GPX or KML route/,
  ],
  [
    'elements nested 100,000 deep',
    `<gpx>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}<wpt lat="1" lon="2"/></gpx>`,
    /nests elements more than 100 deep/,
  ],
  [
    'a tag of 100,000 attributes',
    `<gpx ${Array.from({ length: 100_000 }, (_, i) => `a${i}="1"`).join(' ')}><wpt lat="1" lon="2"/></gpx>`,
    /has a tag of 1,088,894 characters/,
  ],
  [
    '100,000 unclosed <coordinates> (quadratic to count before: minutes)',
    `<kml>${'<coordinates>'.repeat(100_000)}`,
    /nests elements more than 100 deep/,
  ],
];

/**
 * What refusing costs beyond reading the request: ~0.1 s on a quiet machine; 2 s leaves room for one
 * loaded 15x over (2 cores shared by parallel suites), where the old decodes took 10 s to minutes.
 */
const BOUND_MS = 2000;

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, init);
  const body = (await response.json()) as { success: boolean; error?: string; code?: string };
  return { status: response.status, body, ms: performance.now() - started };
}

const postJson = (payload: object, token?: string): RequestInit => ({
  method: 'POST',
  headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
  body: JSON.stringify(payload),
});

const tone = (seconds: number) =>
  Float32Array.from({ length: seconds * 16_000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / 16_000));

describe(`hostile recordings and route files (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('refuses a 50-minute MP3 and costly GPX/KML with 400 at once, /healthz answering meanwhile', async () => {
    const { token } = await signUp(t);
    const { bomb, tenSeconds } = await mp3Bomb();
    const recording = { audioData: bomb.toString('base64'), languageCode: 'en-US' };
    const gpx = '<gpx><wpt lat="41.8902" lon="12.4922"><name>Colosseum</name></wpt></gpx>';

    // Warm: the routes' first requests compile their handlers, start the decoding threads and load the codecs.
    for (const audio of [encodeWav(tone(1), 16_000), tenSeconds]) {
      const warm = await timed(
        '/api/voice/transcribe',
        postJson({ audioData: audio.toString('base64'), languageCode: 'en-US' }),
      );
      expect(warm.status, JSON.stringify(warm.body)).not.toBe(400);
    }
    const warmImport = await timed('/api/tour-maker/import-tour', postJson({ importData: gpx }, token));
    expect(warmImport.status, JSON.stringify(warmImport.body)).toBe(201);

    // The same 4 MB with a bad language tag, refused by the form check before any decode: what the
    // JSON alone costs on this machine.
    const baseline = await timed('/api/voice/transcribe', postJson({ ...recording, languageCode: '!' }));
    expect(baseline.status).toBe(400);
    const refusedRecording = await timed('/api/voice/transcribe', postJson(recording));
    expect(refusedRecording.status, JSON.stringify(refusedRecording.body)).toBe(400);
    expect(refusedRecording.body.error).toBe(
      'Recording too long. Please keep voice commands and questions under 60 seconds.',
    );
    expect(refusedRecording.ms - baseline.ms).toBeLessThan(BOUND_MS);
    // A plain file as long as the longest (4 MB of spaces), refused after a trivial parse: what copying
    // and checking that much text costs on this machine.
    const plain = await timed(
      '/api/tour-maker/import-tour',
      postJson({ importData: `<gpx>${' '.repeat(4_000_000)}</gpx>` }, token),
    );
    expect(plain.body.error).toMatch(/No waypoints, routes or tracks/);
    for (const [label, importData, message] of costlyXml) {
      const result = await timed('/api/tour-maker/import-tour', postJson({ importData }, token));
      expect(result.status, `${label}: ${JSON.stringify(result.body)}`).toBe(400);
      expect(result.body.error, label).toMatch(message);
      expect(result.ms - plain.ms, label).toBeLessThan(BOUND_MS);
    }

    // At once (all but the 4 MB one, whose JSON alone holds a busy machine's loop for a while).
    const burst = [
      timed('/api/voice/transcribe', postJson(recording)),
      ...costlyXml
        .slice(1)
        .map(([, importData]) => timed('/api/tour-maker/import-tour', postJson({ importData }, token))),
    ];
    // The liveness probe, asked every 100 ms while they run (a held loop would also hold these timers):
    // answered at once, bar one that may queue behind the requests' JSON being read.
    let settled = false;
    const statuses = Promise.all(burst).then((results) => {
      settled = true;
      return results.map((result) => result.status);
    });
    const probes: ReturnType<typeof timed>[] = [];
    do {
      probes.push(timed('/healthz'));
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (!settled);
    const health = await Promise.all(probes);
    expect(health.map((probe) => probe.status)).toEqual(Array(health.length).fill(200));
    const latencies = health.map((probe) => probe.ms).sort((a, b) => a - b);
    expect(latencies[Math.floor(latencies.length / 2)], `/healthz latencies ${latencies.join(', ')}`).toBeLessThan(500);
    expect(await statuses).toEqual(Array(burst.length).fill(400));
  }, 120_000);
});
