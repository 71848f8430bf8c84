import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { TierId } from '@roamcast/shared/catalog/tiers';
import type { Config } from '../config';
import { createOfflineGeocoder } from './geo/offline-geocoder';
import { createGeocoderFromEnv } from './geo/create-geo';
import type { PlaceFacts } from './geo/place-facts';
import { createKnowledgeFromEnv } from './knowledge/create-knowledge';
import { attachLandmark } from './knowledge/landmarks/attach-landmark';
import type { KnowledgeSource } from './knowledge/knowledge-source';
import { createLiveContextFromEnv } from './live/create-live';
import type { LiveContext } from './live/live-context';
import { createRecognizerFromEnv } from './stt/create-recognizer';
import type { SpeechRecognizer } from './stt/speech-recognizer';
import type { Geocoder } from './geo/geocoder';
import { createOfflineWriter } from './llm/offline-writer';
import type { NarrationWriter } from './llm/narration-writer';
import type { QuestionAnswerer } from './llm/question-answerer';
import { createLlmFromEnv } from './llm/create-llm';
import type { TextModel } from './llm/online/text-model';
import { createOfflineAnswerer } from './llm/offline-qa/create-offline-answerer';
import { createOfflineSpeechSynthesizer } from './tts/offline/espeak-synthesizer';
import { DEFAULT_POOL_SIZE, EspeakWorkerPool } from './tts/offline/espeak-worker-pool';
import type { SpeechSynthesizer } from './tts/speech-synthesizer';
import { createSpeechFromEnv } from './tts/create-speech';
import { createPlacesFromEnv, type PlacesProvider } from './places/create-places-from-env';
import { createPhotoSourceFromEnv } from './photos/create-photo-source-from-env';
import type { PhotoSource } from './photos/photo-source';
import type { CoverArtist } from './images/cover-artist';
import { createCoverArtistFromEnv } from './images/create-images';
import { createThreadedCoverArtist } from './images/threaded-cover-artist';
import type { ProviderEvents } from '../observability/provider-events';
import { createSharedProviderState } from './shared-provider-state';
import { createOnlineProbes } from './online-probe/online-probes';

/** Voices by plan: premium gets the premium provider, the others the cloud provider (SPEC §4). */
export interface SpeechProviders {
  forSettings(tier: TierId, provider: string): SpeechSynthesizer;
  offline: SpeechSynthesizer;
  close(): Promise<void>;
}

export interface Providers {
  geocoder: Geocoder;
  knowledge: KnowledgeSource;
  live: LiveContext;
  writer: NarrationWriter;
  answerer: QuestionAnswerer;
  /** The configured online language model, for work beyond narrations and answers; null offline. */
  textModel: TextModel | null;
  speech: SpeechProviders;
  places: PlacesProvider;
  photos: PhotoSource;
  stt: SpeechRecognizer & { close(): Promise<void> };
  covers: CoverArtist;
  /**
   * Closes what the providers hold beyond the speech and speech-recognition engines: the keyless services'
   * probes, the Redis connection the rate-limited services and the geocoder's cache share (scale-out), and the cover thread.
   */
  closeShared(): Promise<void>;
}

/** The engine each keyless provider uses right now, for /readyz: its online service's name, or 'offline'. */
export function enginesOf(providers: Pick<Providers, 'knowledge' | 'photos' | 'geocoder'>) {
  const engine = (name: string) => (name.startsWith('offline') ? 'offline' : name);
  return {
    knowledge: engine(providers.knowledge.name),
    photos: engine(providers.photos.name),
    geocoder: engine(providers.geocoder.name),
  };
}

/**
 * Chooses each provider from the environment; the offline engines are the zero-config default, except
 * that the keyless services (Wikipedia, Wikimedia Commons, Nominatim) are used, while they answer
 * the probes, when their variable is unset. Every
 * online service's failure, and the offline engine standing in, is told to `events` (logged and counted).
 * `servesListeners: false` (a worker) tunes the offline voice for batches rather than first phrases.
 */
export function createProviders(
  config: Config,
  events?: ProviderEvents,
  options: { servesListeners?: boolean } = {},
): Providers {
  const coverThread = createThreadedCoverArtist();
  // A worker's speech threads only make batches: nobody waits for a first phrase, so no slot is held back.
  const offlineSpeech = createOfflineSpeechSynthesizer(
    options.servesListeners === false ? new EspeakWorkerPool(DEFAULT_POOL_SIZE, 2, Infinity) : undefined,
  );
  const shared = config.redisUrl ? createSharedProviderState(config.redisUrl, config.env) : undefined;
  const probes = createOnlineProbes(config.env);
  const llm = createLlmFromEnv(
    config.env,
    { writer: createOfflineWriter(), answerer: createOfflineAnswerer() },
    { onFallback: (error, task) => events?.failed('llm', task, error) },
  );
  return {
    geocoder: createGeocoderFromEnv(config.env, createOfflineGeocoder(), {
      onFallback: (error, operation) => events?.failed('geocoder', operation, error),
      nominatimQueue: shared?.nominatimQueue,
      sharedCache: shared?.geocoderCache,
      probes,
    }),
    knowledge: createKnowledgeFromEnv(config.env, { probes }),
    live: createLiveContextFromEnv(config.env, { gdeltQueue: shared?.gdeltQueue }),
    writer: llm.writer,
    answerer: llm.answerer,
    textModel: llm.model,
    speech: createSpeechFromEnv(config.env, offlineSpeech, (primary, error) =>
      events?.failed('speech', primary, error),
    ),
    places: createPlacesFromEnv(config.env),
    photos: createPhotoSourceFromEnv(config.env, { probes }),
    stt: createRecognizerFromEnv(config.env, (error, fellBack) =>
      events?.failed('stt', 'transcription', error, fellBack),
    ),
    covers: createCoverArtistFromEnv(config.env, coverThread, {
      onFallback: (error) => events?.failed('images', 'cover', error),
    }),
    async closeShared() {
      probes.close();
      shared?.close();
      await coverThread.close();
    },
  };
}

/**
 * The facts a narration or an answer stands on: the place from the geocoder, the landmark there from
 * the bundled pack (online or not: its facts are checked and sourced), then what the knowledge source
 * adds, then live conditions when the theme needs them. Null only where no place is near.
 */
export async function gatherFacts(
  providers: Pick<Providers, 'geocoder' | 'knowledge' | 'live'>,
  request: { lat: number; lng: number; language: LanguageCode; theme?: NarrationThemeId },
): Promise<PlaceFacts | null> {
  const place = await providers.geocoder.reverse(request.lat, request.lng, request.language);
  if (!place) return null;
  const known = await providers.knowledge.enrich(attachLandmark(place));
  return request.theme ? providers.live.enrich(known, request.theme) : known;
}
