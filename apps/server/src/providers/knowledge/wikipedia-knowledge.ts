import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { foldName } from '../geo/fold-name';
import { createRequestQueue, type RequestQueue } from '../geo/online/request-queue';
import { TtlCache } from '../geo/online/ttl-cache';
import type { PlaceFacts } from '../geo/place-facts';
import { firstSentences } from './first-sentences';
import type { KnowledgeSource } from './knowledge-source';
import { createWikipediaApi, type GeoPage, type PageSummary } from './wikipedia-api';

/** Wikimedia asks API clients to send requests one at a time; every Wikipedia source shares this queue. */
export const wikipediaQueue = createRequestQueue({ name: 'wikipedia', maxPending: 20 });

export interface WikipediaKnowledgeOptions {
  baseUrl?: string;
  contact?: string;
  timeoutMs?: number;
  queue?: RequestQueue;
  /** Told when Wikipedia failed and the facts went on without extracts. */
  onError?: (error: unknown) => void;
}

const MAX_EXTRACTS = 3;
/** Pages whose summary is asked for, so a disambiguation page or an empty stub does not leave a gap. */
const MAX_SUMMARIES = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

export const wikipediaSource = (language: LanguageCode, title: string) =>
  `Wikipedia (${language}): ${title}, CC BY-SA 4.0`;

/**
 * The articles nearest the listener (GeoSearch within 10 km), the place's own article first, each
 * reduced to its first two or three sentences and credited under CC BY-SA 4.0.
 */
export function createWikipediaKnowledge(options: WikipediaKnowledgeOptions = {}): KnowledgeSource {
  const api = createWikipediaApi({
    baseUrl: options.baseUrl ?? 'https://{lang}.wikipedia.org',
    contact: options.contact,
    timeoutMs: options.timeoutMs ?? 4000,
    queue: options.queue ?? wikipediaQueue,
  });
  const nearby = new TtlCache<GeoPage[]>({ maxEntries: 2000, ttlMs: DAY_MS });
  const summaries = new TtlCache<PageSummary | null>({ maxEntries: 5000, ttlMs: DAY_MS });

  return {
    name: 'wikipedia',
    async enrich(facts) {
      const language = facts.language;
      try {
        const key = `${language}|${facts.lat.toFixed(3)},${facts.lng.toFixed(3)}`;
        const pages = await nearby.load(key, () => api.geosearch(language, facts.lat, facts.lng));
        const extracts: NonNullable<PlaceFacts['extracts']> = [];
        for (const page of rank(pages, facts).slice(0, MAX_SUMMARIES)) {
          if (extracts.length >= MAX_EXTRACTS) break;
          // One page failing costs that page only.
          const summary = await summaries
            .load(`${language}|${page.title}`, () => api.summary(language, page.title))
            .catch((error: unknown) => {
              options.onError?.(error);
              return null;
            });
          const text = summary?.type === 'standard' ? firstSentences(summary.extract, language) : '';
          if (summary && text)
            extracts.push({ title: summary.title, text, source: wikipediaSource(language, summary.title) });
        }
        if (!extracts.length) return facts;
        return {
          ...facts,
          extracts: [...(facts.extracts ?? []), ...extracts],
          sources: [...new Set([...facts.sources, ...extracts.map((e) => e.source)])],
        };
      } catch (error) {
        options.onError?.(error);
        return facts;
      }
    },
  };
}

/** The article about the place or its city ("Sausalito, California") first, then the nearest. */
function rank(pages: GeoPage[], facts: PlaceFacts): GeoPage[] {
  const names = [facts.place.name, facts.city?.name].filter((n): n is string => Boolean(n)).map(foldName);
  const aboutPlace = (page: GeoPage) => names.some((name) => foldName(page.title).startsWith(name));
  return [...pages].sort((a, b) => Number(aboutPlace(b)) - Number(aboutPlace(a)) || a.dist - b.dist);
}
