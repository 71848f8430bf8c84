import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { countryName } from '../geo/country-names';
import { foldName } from '../geo/fold-name';
import { fetchJson, OnlineSourceError, userAgent } from '../geo/online/fetch-json';
import { createRequestQueue, type RequestQueue, type RequestQueueOptions } from '../geo/online/request-queue';
import type { PlaceFacts } from '../geo/place-facts';
import { newsPlaceName } from './english-name';

export const GDELT_SOURCE = 'Headlines found by the GDELT Project (gdeltproject.org)';

/** GDELT asks for at most one request every five seconds; two waiting is as long as a narration should wait. */
export const GDELT_QUEUE = { name: 'gdelt', minIntervalMs: 5000, maxPending: 2 } satisfies RequestQueueOptions;
export const gdeltQueue = createRequestQueue(GDELT_QUEUE);

export interface GdeltOptions {
  baseUrl: string;
  contact?: string;
  timeoutMs: number;
  queue?: RequestQueue;
  now: () => Date;
}

type Headline = NonNullable<PlaceFacts['headlines']>[number];

interface Article {
  url?: string;
  title?: string;
  seendate?: string;
  domain?: string;
  language?: string;
  sourcecountry?: string;
}

/** GDELT names languages in English. */
const GDELT_LANGUAGE: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ja: 'Japanese',
  zh: 'Chinese',
  ko: 'Korean',
  ar: 'Arabic',
};
const MAX_HEADLINES = 5;
/** "Recent": older articles are not read as news. */
const MAX_AGE_DAYS = 30;

/** The latest articles naming the place: in the listener's language first, then from the place's country. */
export async function fetchHeadlines(facts: PlaceFacts, options: GdeltOptions): Promise<Headline[]> {
  const params = new URLSearchParams({
    query: `"${newsPlaceName(facts)}"`,
    mode: 'ArtList',
    format: 'json',
    maxrecords: '10',
    sort: 'DateDesc',
  });
  const body = (await fetchJson(`${options.baseUrl.replace(/\/$/, '')}/api/v2/doc/doc?${params}`, {
    headers: { 'user-agent': userAgent(options.contact) },
    timeoutMs: options.timeoutMs,
    queue: options.queue ?? gdeltQueue,
  })) as { articles?: Article[] };
  // GDELT answers a search with no matches with an empty object.
  if (body.articles !== undefined && !Array.isArray(body.articles)) {
    throw new OnlineSourceError('gdelt: articles is not a list');
  }
  const oldest = options.now().getTime() - MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  const language = GDELT_LANGUAGE[facts.language];
  const country = countryName(facts.country.code, 'en');
  const seen = new Set<string>();
  const score = (a: Article) => Number(a.language === language) * 2 + Number(a.sourcecountry === country);
  return (body.articles ?? [])
    .map((article, order) => ({ article, order, published: publishedAt(article.seendate) }))
    .filter(({ article, published }) => article.title?.trim() && URL.canParse(article.url ?? '') && published)
    .filter(({ published }) => published!.getTime() >= oldest)
    .sort((a, b) => score(b.article) - score(a.article) || a.order - b.order)
    .filter(({ article }) => {
      // Syndicated stories arrive once per outlet under one title.
      const key = foldName(article.title!);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_HEADLINES)
    .map(({ article, published }) => ({
      title: article.title!.trim(),
      url: article.url!,
      source: article.domain || new URL(article.url!).hostname,
      published: published!.toISOString(),
    }));
}

/** "20260620T141500Z", GDELT's seendate. */
function publishedAt(seendate: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(seendate ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}
