/**
 * Identical requests share one narration: the place rounded to about 100 m (3 decimals of a degree
 * is 111 m of latitude), theme, language, length and voice, and for live themes the hour.
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
  return parts.part ? `${key}|part${parts.part}` : key;
}
