import { fetchJson, userAgent } from '../geo/online/fetch-json';
import type { RequestQueue } from '../geo/online/request-queue';
import { tagMatcher } from './osm-filter';
import type { StopCandidate, StopSearch, StopSource } from './stop-source';
import { GENERAL_SIGHTS, interestsOf } from './theme-interests';

export interface OverpassOptions {
  baseUrl: string;
  contact?: string;
  timeoutMs: number;
  queue: RequestQueue;
}

interface OverpassElement {
  type: string;
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
}

function addressOf(tags: Record<string, string>): string | undefined {
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const parts = [street, tags['addr:city']].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** The query: named places of the theme's kinds and the general sights within the radius. */
export function overpassQuery(search: StopSearch): string {
  const filters = [...new Set([...interestsOf(search.theme).osm, ...GENERAL_SIGHTS])];
  const around = `(around:${Math.round(search.radiusMeters)},${search.lat},${search.lng})`;
  const clauses = filters.map((filter) => `nwr${around}${filter}["name"];`).join('');
  return `[out:json][timeout:20];(${clauses});out center tags 200;`;
}

/** OpenStreetMap through Overpass: no key, one request at a time (its usage policy). */
export function createOverpassSource(options: OverpassOptions): StopSource {
  return {
    name: 'overpass',
    async find(search) {
      const url = `${options.baseUrl.replace(/\/$/, '')}/api/interpreter?data=${encodeURIComponent(overpassQuery(search))}`;
      const body = (await fetchJson(url, {
        headers: { 'user-agent': userAgent(options.contact) },
        timeoutMs: options.timeoutMs,
        queue: options.queue,
      })) as { elements?: OverpassElement[] };
      const themed = interestsOf(search.theme).osm.map(tagMatcher);
      return (body.elements ?? []).flatMap((element): StopCandidate[] => {
        const tags = element.tags ?? {};
        const lat = element.lat ?? element.center?.lat;
        const lng = element.lon ?? element.center?.lon;
        const name = tags[`name:${search.language}`] ?? tags.name;
        if (!name || lat === undefined || lng === undefined) return [];
        // Places with a Wikipedia or Wikidata entry are the ones worth a story; the theme's kinds come first.
        const notable = tags.wikidata || tags.wikipedia ? 0.3 : 0;
        const fitting = themed.some((matches) => matches(tags)) ? 0.4 : 0;
        return [
          {
            name,
            lat,
            lng,
            description: tags.description,
            address: addressOf(tags),
            placeId: `osm:${element.type}/${element.id}`,
            source: 'OpenStreetMap (ODbL) via Overpass',
            score: 0.2 + notable + fitting,
          },
        ];
      });
    },
  };
}
