import { fetchJson, OnlineSourceError, userAgent } from '../geo/online/fetch-json';
import type { RequestQueue } from '../geo/online/request-queue';
import type { StopCandidate, StopSource } from './stop-source';

export interface WikipediaStopsOptions {
  /** With {lang}: https://{lang}.wikipedia.org */
  baseUrl: string;
  contact?: string;
  timeoutMs: number;
  queue: RequestQueue;
}

interface GeoResult {
  pageid: number;
  title: string;
  lat: number;
  lon: number;
  dist: number;
}

// Articles near any point that rarely make a stop: transport, schools, administrative pages.
const NOT_A_STOP =
  /\b(station|line|school|district|ward|constituency|county|municipality|disambiguation|estação|estación|gare|bahnhof|stazione|escola|escuela|école|schule|scuola)\b|駅|站|역|محطة/iu;

/** Wikipedia GeoSearch in the tour's language: every article with coordinates is a notable place. */
export function createWikipediaStopSource(options: WikipediaStopsOptions): StopSource {
  return {
    name: 'wikipedia',
    async find(search) {
      const params = new URLSearchParams({
        action: 'query',
        list: 'geosearch',
        gscoord: `${search.lat}|${search.lng}`,
        // GeoSearch answers at most 10 km around a point.
        gsradius: String(Math.min(10_000, Math.round(search.radiusMeters))),
        gslimit: '50',
        format: 'json',
      });
      const base = options.baseUrl.replace('{lang}', search.language).replace(/\/$/, '');
      const body = (await fetchJson(`${base}/w/api.php?${params}`, {
        headers: { 'user-agent': userAgent(options.contact) },
        timeoutMs: options.timeoutMs,
        queue: options.queue,
      })) as { error?: { code?: string }; query?: { geosearch?: GeoResult[] } };
      if (body.error) throw new OnlineSourceError(`wikipedia geosearch: ${body.error.code}`);
      return (body.query?.geosearch ?? []).flatMap((page): StopCandidate[] =>
        typeof page.lat === 'number' && typeof page.lon === 'number' && !NOT_A_STOP.test(page.title)
          ? [
              {
                name: page.title,
                lat: page.lat,
                lng: page.lon,
                placeId: `wikipedia:${search.language}:${page.title}`,
                source: `Wikipedia (${search.language}): ${page.title}`,
                score: 0.5,
              },
            ]
          : [],
      );
    },
  };
}
