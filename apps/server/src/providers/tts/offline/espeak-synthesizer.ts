import type { SpeechSynthesizer, SynthesisRequest, SynthesizedAudio } from '../speech-synthesizer';
import { EspeakWorkerClient } from './espeak-worker-client';
import { resolveEspeakSettings } from './espeak-voice';
import { mp3DurationSeconds } from './mp3-duration';
import { splitSentences, stripNarrationMarkers } from './split-sentences';

export const OFFLINE_PROVIDER_NAME = 'espeak-ng';

/** The offline voice: eSpeak-NG in a worker thread, MP3 (22050 Hz mono, 48 kbps) sentence by sentence. */
export function createOfflineSpeechSynthesizer(): SpeechSynthesizer {
  const client = new EspeakWorkerClient();

  async function* synthesizeStream(request: SynthesisRequest): AsyncGenerator<Buffer> {
    const settings = resolveEspeakSettings(request);
    const sentences = splitSentences(stripNarrationMarkers(request.text), request.language);
    const speak = (index: number) => {
      const sentence = sentences[index];
      if (sentence === undefined) return null;
      const spoken = client.speak(sentence, settings);
      // Marks the prefetch handled so an abandoned stream does not leave an unhandled rejection.
      spoken.catch(() => undefined);
      return spoken;
    };
    // One sentence ahead: the worker speaks the next while the caller sends this one.
    let next = speak(0);
    for (let index = 0; next; index++) {
      const current = next;
      next = speak(index + 1);
      yield (await current).mp3;
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

  return { name: OFFLINE_PROVIDER_NAME, synthesizeStream, synthesize, close: () => client.close() };
}
