/** Business constants and limits of SPEC §9, in one place for server and web. */
export const NARRATION_DURATIONS = [1, 2, 5, 10] as const;
export type NarrationDuration = (typeof NARRATION_DURATIONS)[number];
export const DEFAULT_NARRATION_DURATION: NarrationDuration = 1;

/** Spoken words per minute used to size narrations. */
export const WORDS_PER_MINUTE = 150;

export const DEEP_DIVE_LENGTHS = {
  short: { minutes: '2-3', words: 500 },
  medium: { minutes: '4-6', words: 1000 },
  long: { minutes: '8-12', words: 2000 },
} as const;
export type DeepDiveLength = keyof typeof DEEP_DIVE_LENGTHS;
export const DEFAULT_DEEP_DIVE_LENGTH: DeepDiveLength = 'medium';

export const TOUR_TYPES = ['walking', 'indoor'] as const;
export const DEFAULT_TOUR_TYPE = 'walking';

export const EXPLORER_SLIDESHOW_INTERVAL_MS = 5000;
export const EXPLORER_CROSSFADE_MS = 1000;
/** Auto channel: the next theme is written this long after playback starts, the one after that this long after a swap. */
export const AUTO_CHANNEL_PREGENERATE_DELAY_MS = { afterStart: 2000, afterSwap: 1000 } as const;

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY = 1;

export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 } as const;
export const NAVIGATION_GEOLOCATION_TIMEOUT_MS = 5000;

export const VOICE_RECORDING_MIN_MS = 500;
export const VOICE_RECORDING_MIN_BYTES = 1000;
export const VOICE_RECORDING_CHUNK_MS = 100;

export const STATUS_MESSAGE_CLEAR_MS = 3000;
export const ANSWER_DIALOG_CLOSE_DELAY_MS = 1000;
export const DEFAULT_SKIP_SECONDS = 10;

export const RECENT_LOCATIONS_KEPT = 8;
export const RECENT_LOCATIONS_SHOWN = 3;
export const JOURNEY_MIN_STOPS = 2;
export const POSTCARD_VOICE_MESSAGE_MAX = 150;

export const FAMOUS_TOURS_CACHE = { version: 'v2', validDays: 7, firstShown: 6, restDelayMs: 100 } as const;
export const IMAGE_COMPRESSION = { maxWidth: 1920, maxHeight: 1920, quality: 0.85 } as const;
export const MAP_TRAIL = { minStepMeters: 10, maxPoints: 100 } as const;
export const DIRECTIONS_MAX_STOPS = 25;
export const MAP_IMPORT_MAX_WAYPOINTS = 10;
export const PLACE_MODAL = { maxPhotos: 4, maxReviews: 3, markerRadiusMeters: 1000 } as const;
export const PLACE_ID_PREFIXES = ['ChIJ', 'Ei', 'Gf'] as const;
export const MAP_ZOOM = { default: 15, placeEmbed: 16 } as const;
export const CORNER_MAP_SIZE = { width: 280, height: 200 } as const;

export const POLLING_MS = { batchProgress: 1500, famousGeneration: 2000, singleNarration: 3000 } as const;
export const BATCH_TIMEOUT_MS = 300_000;
export const PLAYER_AUDIO_RESUME_DELAY_MS = 300;
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;
export const LIVE_GPS_PROXIMITY_DEGREES = 0.0005;
export const WHOLE_TOUR_NAVIGATION_RADIUS_MILES = 50;
export const EARTH_RADIUS_MILES = 3959;
export const POSTCARD_HIGHLIGHTS = 3;
export const LIMITS_CACHE_MS = 10_000;
export const AVAILABILITY_CACHE_MS = 30_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export const ROUTE_DEFAULTS = {
  difficulty: 'easy',
  scenicRating: 5,
  narrationDuration: 1,
  color: '#3b82f6',
  icon: 'Route',
} as const;

/** Markers the narrator wraps the spoken text in; viewers strip them (SPEC §2 slideshow). */
export const NARRATION_BEGIN_MARKER = '[BEGIN NARRATION]';
export const NARRATION_END_MARKER = '[END NARRATION]';

export const DEFAULT_VOICE_SETTINGS = {
  provider: 'cloud',
  voice: 'en-US-Studio-O',
  speed: 1.0,
  volume: 0.8,
  autoPlay: true,
} as const;

/** Browser storage keys named by SPEC §3. */
export const STORAGE_KEYS = {
  language: 'selectedLanguage',
  narrationDuration: 'narrationDuration',
  recentLocations: 'live-discovery-recent-locations',
  activeJourney: 'active-journey',
  lastSelfie: 'lastSelfieImage',
  famousToursCache: 'famous-tours-cache',
  lastTour: 'last-tour',
  lastStop: 'last-stop',
  userToken: 'roamcast-user-token',
  user: 'roamcast-user',
  partnerToken: 'partner-token',
  devToken: 'dev-mode-token',
  devTier: 'dev-mode-tier',
} as const;
