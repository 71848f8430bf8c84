// The espeak-ng worker thread: speaks one sentence per message and answers with MP3 bytes.
// espeak (wasm) and the MP3 encoder (LAME compiled to WebAssembly, about four times faster than its
// JavaScript port) are synchronous and CPU-bound, so they live here, off the server's event loop.
// Plain JavaScript so it runs unchanged under tsx, vitest and plain node.
import { parentPort } from 'node:worker_threads';
import createEspeakModule from '@echogarden/espeak-ng-emscripten';
import { createMp3Encoder } from 'wasm-media-encoders';
import { toKana } from './japanese-kana.mjs';

const MP3_KBPS = 48;

let enginePromise = null;
let encoderPromise = null;
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
  const pcm = toFloat(parts, job.gain);
  // Configuring resets the encoder: each chunk starts a fresh bit reservoir, so it decodes alone and
  // chunks concatenate into one valid stream.
  encoderPromise ??= createMp3Encoder().catch((error) => {
    encoderPromise = null;
    throw error;
  });
  const encoder = await encoderPromise;
  encoder.configure({ channels: 1, sampleRate: engine.get_samplerate(), bitrate: MP3_KBPS });
  // The encoder owns the bytes it returns until its next call, so each part is copied out.
  const body = encoder.encode([pcm]).slice();
  const mp3 = concatBytes([body, encoder.finalize()]);
  return { mp3, samples: pcm.length, sampleRate: engine.get_samplerate() };
}

/** espeak's 16-bit samples as the encoder's floats in [-1, 1], with the listener's volume applied. */
function toFloat(parts, gain) {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const pcm = new Float32Array(length);
  const scale = gain / 32768;
  let offset = 0;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) pcm[offset + i] = Math.max(-1, Math.min(1, part[i] * scale));
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
    } catch (error) {
      parentPort.postMessage({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
