import { setMaxListeners } from 'node:events';
import type { SpeechSynthesizer, SynthesisRequest, SynthesizedAudio } from '../speech-synthesizer';
import { EspeakWorkerPool } from './espeak-worker-pool';
import { resolveEspeakSettings } from './espeak-voice';
import { mp3DurationSeconds } from './mp3-duration';
import { stripNarrationMarkers } from './split-sentences';
import { streamingChunks } from './streaming-chunks';

export const OFFLINE_PROVIDER_NAME = 'espeak-ng';

// Varied sentences (names, numbers, questions, long clauses) reach more of espeak's and the
// encoder's code than one sentence said again and again, so more of it is optimised before listeners come.
const WARM_UP_TEXTS = [
  'The old harbour is quiet this morning, and the boats rock gently beside the stone quay.',
  'From here the walk to the bridge takes about 12 minutes, or 20 if you stop to look around.',
  'Look up: the carved faces above the doorway have watched this square for centuries.',
  'Did you know that the river once ran where this street now curves towards the market?',
  'Merchants, pilgrims and soldiers all passed through these gates on their way north.',
  'At 4 pm the bells ring out, and the pigeons lift from the roofs in a single grey cloud.',
];
const WARM_UP_SENTENCES_PER_THREAD = 12;

const noop = () => undefined;

/** Playback time per character at speed 1 (150 words a minute of about six characters each, with space). */
const MS_PER_CHARACTER = 65;

/**
 * The offline voice: eSpeak-NG in a pool of worker threads, MP3 (22050 Hz mono, 48 kbps) chunk by
 * chunk. After the opening phrase every other chunk is queued at once so both cores work on one
 * narration, each with the moment its audio will be needed as its deadline; the chunks are still
 * yielded strictly in order.
 */
export function createOfflineSpeechSynthesizer(pool = new EspeakWorkerPool()): SpeechSynthesizer {
  async function* synthesizeStream(request: SynthesisRequest): AsyncGenerator<Buffer> {
    const settings = resolveEspeakSettings(request);
    const chunks = streamingChunks(stripNarrationMarkers(request.text), request.language);
    const abandoned = new AbortController();
    // One abort listener per queued chunk is expected, not a leak.
    setMaxListeners(chunks.length + 1, abandoned.signal);
    const startedAt = performance.now();
    const msPerCharacter = MS_PER_CHARACTER / Math.max(0.5, request.speed || 1);
    let characters = 0;
    const [lead, ...rest] = chunks.map((chunk) => {
      const deadline = startedAt + characters * msPerCharacter;
      characters += chunk.length + 1;
      return () => pool.speak(chunk, settings, { deadline, signal: abandoned.signal });
    });
    if (!lead) return;
    const first = lead();
    // The rest waits for the opening phrase, which then has the cores to itself: on a busy machine
    // that is what the listener is waiting for, while the next chunk is needed only seconds later.
    const leadDone = first.then(noop, noop);
    const spoken = [first, ...rest.map((speak) => leadDone.then(speak))];
    // Marks them handled so an abandoned stream does not leave an unhandled rejection.
    for (const sentence of spoken) sentence.catch(noop);
    try {
      for (const sentence of spoken) yield (await sentence).mp3;
    } finally {
      // A listener that stops early (or a failed chunk) frees the threads for other narrations.
      abandoned.abort(new Error('speech stream abandoned'));
    }
  }

  async function synthesize(request: SynthesisRequest): Promise<SynthesizedAudio> {
    const characters = stripNarrationMarkers(request.text).length;
    const chunks: Buffer[] = [];
    for await (const chunk of synthesizeStream(request)) chunks.push(chunk);
    if (chunks.length === 0) throw new Error('Nothing to speak: the text has no words');
    const audio = Buffer.concat(chunks);
    return {
      audio,
      mimeType: 'audio/mpeg',
      durationSeconds: mp3DurationSeconds(audio),
      provider: OFFLINE_PROVIDER_NAME,
      characters,
    };
  }

  // espeak and the MP3 encoder run several times slower until V8 has optimised them: the first few
  // sentences of each thread take about a second instead of 30 ms. The warm-up's deadline is never,
  // so a listener who comes meanwhile is spoken first.
  async function warmUp(): Promise<void> {
    const settings = resolveEspeakSettings({ language: 'en', voice: 'rachel', speed: 1, volume: 1 });
    const jobs = Array.from({ length: pool.size * WARM_UP_SENTENCES_PER_THREAD }, (_, index) =>
      pool.speak(WARM_UP_TEXTS[index % WARM_UP_TEXTS.length]!, settings, { deadline: Infinity }),
    );
    await Promise.all(jobs);
  }

  return { name: OFFLINE_PROVIDER_NAME, synthesizeStream, synthesize, close: () => pool.close(), warmUp };
}
