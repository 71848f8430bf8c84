import { createHash } from 'node:crypto';

/**
 * Identical requests share one narration: the place rounded to about 100 m (3 decimals of a degree
 * is 111 m of latitude), theme, language, length and voice, and for live themes the hour. The place
 * name a caller sends is free text kept in the row, so it is part of the key (as a hash): a caller's
 * words are shared only with callers who sent the same words (issue 23).
 */
export function narrationCacheKey(parts: {
  lat: number;
  lng: number;
  theme: string;
  language: string;
  /** Minutes, or a deep dive's length and focus. */
  duration: number | string;
  voice: string;
  speed: number;
  /** A period (e.g. the hour) for narrations of live data; empty for evergreen ones. */
  freshness: string;
  /** The n-th story of this theme here (a channel's next part); 0, the first, keeps the original key. */
  part?: number;
  /** The caller's own name for the place (`location.name`), if they sent one. */
  placeName?: string | null;
}): string {
  const key = [
    parts.lat.toFixed(3),
    parts.lng.toFixed(3),
    parts.theme,
    parts.language,
    parts.duration,
    parts.voice,
    parts.speed.toFixed(2),
    parts.freshness,
  ].join('|');
  const named = parts.placeName ? `${key}|name:${placeNameHash(parts.placeName)}` : key;
  return parts.part ? `${named}|part${parts.part}` : named;
}

/** 16 hex digits of the name's SHA-256: short, and the row's key does not repeat the words. */
function placeNameHash(name: string): string {
  return createHash('sha256').update(name.normalize('NFC')).digest('hex').slice(0, 16);
}
