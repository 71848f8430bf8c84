// The espeak-ng worker thread: speaks one sentence per message and answers with MP3 bytes.
// espeak (wasm) and the MP3 encoder are synchronous and CPU-bound, so they live here, off the
// server's event loop. Plain JavaScript so it runs unchanged under tsx, vitest and plain node.
import { parentPort } from 'node:worker_threads';
import createEspeakModule from '@echogarden/espeak-ng-emscripten';
import { Mp3Encoder } from '@breezystack/lamejs';
import { toKana } from './japanese-kana.mjs';

const MP3_KBPS = 48;

let enginePromise = null;
let currentVoice = null;

async function loadEngine() {
  try {
    const module = await createEspeakModule();
    return new module.eSpeakNGWorker();
  } catch (error) {
    enginePromise = null; // let the next sentence try again
    throw error;
  }
}

/** Speaks one sentence; resolves to its MP3 frames (a self-contained stream) and PCM length. */
async function speak(job) {
  enginePromise ??= loadEngine();
  const engine = await enginePromise;
  const text = job.language === 'ja' ? await toKana(job.text) : job.text;
  if (currentVoice !== job.voice) {
    currentVoice = null; // unknown until set_voice succeeds
    if (engine.set_voice(job.voice) !== 0) throw new Error(`espeak has no voice ${job.voice}`);
    currentVoice = job.voice;
  }
  engine.set_rate(job.rate);
  engine.set_pitch(job.pitch);
  engine.set_range(job.range);

  const parts = [];
  engine.synthesize(text, (samples) => {
    parts.push(samples);
    return 0; // 0 = keep going
  });
  const pcm = applyGain(parts, job.gain);
  const sampleRate = engine.get_samplerate();
  // A fresh encoder per sentence: its first frame starts a new bit reservoir, so each chunk decodes
  // alone and chunks concatenate into one valid stream.
  const encoder = takeEncoder(sampleRate);
  const mp3 = concatBytes([encoder.encodeBuffer(pcm), encoder.flush()]);
  return { mp3, samples: pcm.length, sampleRate };
}

// Building an encoder costs 5-10 ms of table setup, so the next one is built once a sentence has been
// sent, while the thread would otherwise wait, instead of in front of the next (maybe first) chunk.
let spareEncoder = null;

function takeEncoder(sampleRate) {
  const encoder = spareEncoder?.sampleRate === sampleRate ? spareEncoder.encoder : null;
  spareEncoder = null;
  return encoder ?? new Mp3Encoder(1, sampleRate, MP3_KBPS);
}

function prepareEncoder(sampleRate) {
  if (!spareEncoder) spareEncoder = { sampleRate, encoder: new Mp3Encoder(1, sampleRate, MP3_KBPS) };
}

function applyGain(parts, gain) {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const pcm = new Int16Array(length);
  let offset = 0;
  for (const part of parts) {
    if (gain === 1) pcm.set(part, offset);
    else for (let i = 0; i < part.length; i++) pcm[offset + i] = Math.round(part[i] * gain);
    offset += part.length;
  }
  return pcm;
}

function concatBytes(arrays) {
  const out = new Uint8Array(arrays.reduce((sum, a) => sum + a.length, 0));
  let offset = 0;
  for (const a of arrays) {
    out.set(new Uint8Array(a.buffer, a.byteOffset, a.length), offset);
    offset += a.length;
  }
  return out;
}

// One sentence at a time: awaiting the tokenizer must not let a second job interleave with the first.
let queue = Promise.resolve();
parentPort.on('message', (job) => {
  queue = queue.then(async () => {
    try {
      const result = await speak(job);
      parentPort.postMessage({ id: job.id, ok: true, ...result }, [result.mp3.buffer]);
      setTimeout(() => prepareEncoder(result.sampleRate), 0);
    } catch (error) {
      parentPort.postMessage({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
