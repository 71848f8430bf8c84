import { describe, expect, it } from 'vitest';
import type { SpeechSynthesizer } from '../speech-synthesizer';
import { SpeechProviderError } from './speech-errors';
import { withFallback } from './with-fallback';

const REQUEST = { text: 'Hello.', language: 'en' as const, voice: 'rachel', speed: 1, volume: 1 };

/** A voice that speaks one chunk naming itself, or refuses before any audio. */
function voice(name: string, refuses = false): SpeechSynthesizer {
  return {
    name,
    async *synthesizeStream() {
      if (refuses) throw new SpeechProviderError(name, 'HTTP 401: bad key');
      yield Buffer.from(name);
    },
    synthesize: () => Promise.reject(new Error('not used')),
    close: () => Promise.resolve(),
  };
}

async function spoken(synthesizer: SpeechSynthesizer) {
  const told: string[] = [];
  const chunks: string[] = [];
  const stream = synthesizer.synthesizeStream(REQUEST, {
    onStandIn: (engine, reason) => told.push(`${engine} <- ${reason}`),
  });
  for await (const chunk of stream) chunks.push(chunk.toString());
  return { chunks, told };
}

describe('a voice with a fallback, streamed', () => {
  it('tells the caller nothing when the chosen voice speaks', async () => {
    expect(await spoken(withFallback(voice('cloud'), voice('offline')))).toEqual({ chunks: ['cloud'], told: [] });
  });

  it('tells the caller which engine stood in and why, the last word naming the one that spoke', async () => {
    const cloud = withFallback(voice('cloud', true), voice('offline'));
    const premium = withFallback(voice('premium', true), cloud);
    const { chunks, told } = await spoken(premium);
    expect(chunks).toEqual(['offline']);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatch(/^cloud <- premium failed: /u);
    expect(told[1]).toMatch(/^offline <- cloud failed: .*401/u);
  });
});
