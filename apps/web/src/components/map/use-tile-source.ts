import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/api-client';
import { currentLanguage } from '../../lib/i18n';

export interface TileSource {
  id: 'osm' | 'google';
  url: string;
  attribution: string;
}

export const OSM_TILES: TileSource = {
  id: 'osm',
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

const GOOGLE_TILES_API = 'https://tile.googleapis.com/v1';
// A Map Tiles session lasts about two weeks; one per page load is plenty.
const SESSION_STALE_MS = 24 * 60 * 60 * 1000;

/**
 * With a maps key configured, the map uses Google's Map Tiles API (2D roadmap tiles), the supported
 * way to draw Google tiles in a third-party library such as Leaflet: create a session with the key,
 * then fetch tiles with session and key. Without a key, or when anything on that path fails, the map
 * stays on OpenStreetMap tiles. (The key is already public to the page: SPEC §7 loads it into a
 * maps script.) Attribution is Google's fixed notice; the viewport copyright call is not made.
 */
async function googleTiles(signal: AbortSignal): Promise<TileSource> {
  const { apiKey } = await api.get<{ apiKey: string | null }>('/api/config/google-maps-key', { signal });
  const key = apiKey?.trim();
  if (!key) return OSM_TILES;
  const response = await fetch(`${GOOGLE_TILES_API}/createSession?key=${encodeURIComponent(key)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mapType: 'roadmap', language: currentLanguage(), region: 'US' }),
    signal,
  });
  const session: unknown = response.ok ? await response.json() : null;
  const token = session && typeof session === 'object' && 'session' in session ? session.session : null;
  if (typeof token !== 'string' || !token) return OSM_TILES;
  return {
    id: 'google',
    url: `${GOOGLE_TILES_API}/2dtiles/{z}/{x}/{y}?session=${encodeURIComponent(token)}&key=${encodeURIComponent(key)}`,
    attribution: 'Map data &copy; Google',
  };
}

/** OpenStreetMap at once, switched to Google tiles when a key turns out to be configured. */
export function useTileSource(): TileSource {
  const { data } = useQuery({
    queryKey: ['maps', 'tile-source'],
    queryFn: ({ signal }) => googleTiles(signal),
    staleTime: SESSION_STALE_MS,
    retry: false,
  });
  return data ?? OSM_TILES;
}
