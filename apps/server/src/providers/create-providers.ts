import type { Config } from '../config';
import { createOfflineGeocoder } from './geo/offline-geocoder';
import type { Geocoder } from './geo/geocoder';
import { createOfflineWriter } from './llm/offline-writer';
import type { NarrationWriter } from './llm/narration-writer';
import { createOfflineSpeechSynthesizer } from './tts/offline/espeak-synthesizer';
import type { SpeechSynthesizer } from './tts/speech-synthesizer';

export interface Providers {
  geocoder: Geocoder;
  writer: NarrationWriter;
  speech: SpeechSynthesizer & { close?(): Promise<void> };
}

/** Chooses each provider from the environment; the offline engines are the zero-config default. */
export function createProviders(_config: Config): Providers {
  return {
    geocoder: createOfflineGeocoder(),
    writer: createOfflineWriter(),
    speech: createOfflineSpeechSynthesizer(),
  };
}
