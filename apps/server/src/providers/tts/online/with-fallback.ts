import type { SpeechSynthesizer, SynthesisEvents, SynthesisRequest, SynthesizedAudio } from '../speech-synthesizer';
import { NothingToSpeakError, SpeechProviderError } from './speech-errors';

/** Told each time the primary voice fails and the fallback speaks instead, e.g. for a warning log. */
export type FallbackListener = (primary: string, error: unknown) => void;

/**
 * Speaks with `primary`, or with `fallback` when primary fails before any audio is out. The result
 * names both: 'espeak-ng (fallback: google-tts failed: HTTP 401: API key not valid)'. A stream that
 * fails after its first chunk rethrows, since switching voices mid-narration would be worse.
 */
export function withFallback(
  primary: SpeechSynthesizer,
  fallback: SpeechSynthesizer,
  onFallback?: FallbackListener,
): SpeechSynthesizer {
  function shouldFallBack(error: unknown): boolean {
    if (error instanceof NothingToSpeakError) return false;
    onFallback?.(primary.name, error);
    return true;
  }

  async function* synthesizeStream(request: SynthesisRequest, events?: SynthesisEvents): AsyncGenerator<Buffer> {
    let started = false;
    try {
      for await (const chunk of primary.synthesizeStream(request, events)) {
        started = true;
        yield chunk;
      }
      return;
    } catch (error) {
      if (started || !shouldFallBack(error)) throw error;
      events?.onStandIn?.(fallback.name, `${primary.name} failed: ${reasonOf(error)}`);
    }
    // A fallback that falls back in turn tells the caller again, so the last word names who spoke.
    yield* fallback.synthesizeStream(request, events);
  }

  async function synthesize(request: SynthesisRequest): Promise<SynthesizedAudio> {
    try {
      return await primary.synthesize(request);
    } catch (error) {
      if (!shouldFallBack(error)) throw error;
      const spoken = await fallback.synthesize(request);
      return { ...spoken, provider: `${spoken.provider} (fallback: ${primary.name} failed: ${reasonOf(error)})` };
    }
  }

  return {
    name: primary.name,
    synthesizeStream,
    synthesize,
    // The fallback is shared with other voices; whoever created it closes it.
    close: () => primary.close(),
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof SpeechProviderError) return error.reason;
  return error instanceof Error ? error.message : String(error);
}
