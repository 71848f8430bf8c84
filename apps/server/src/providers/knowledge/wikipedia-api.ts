import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { fetchJson, OnlineSourceError, userAgent } from '../geo/online/fetch-json';
import type { RequestQueue } from '../geo/online/request-queue';

export interface WikipediaApiOptions {
  /** With {lang} where the wiki's language goes: https://{lang}.wikipedia.org. */
  baseUrl: string;
  contact?: string;
  timeoutMs: number;
  queue: RequestQueue;
}

export interface GeoPage {
  pageid: number;
  title: string;
  /** Metres from the point asked about. */
  dist: number;
}

export interface PageSummary {
  type: string;
  title: string;
  extract: string;
}

/** The REST API converts Chinese articles to the script asked for; the narration reads simplified. */
const ACCEPT_LANGUAGE: Partial<Record<LanguageCode, string>> = { zh: 'zh-cn' };

/** The two Wikipedia calls the knowledge source makes, one at a time through `queue`. */
export function createWikipediaApi(options: WikipediaApiOptions) {
  const base = (language: LanguageCode) => options.baseUrl.replace('{lang}', language).replace(/\/$/, '');
  const get = (url: string, language: LanguageCode, notFoundIsNull = false) =>
    fetchJson(url, {
      headers: {
        'user-agent': userAgent(options.contact),
        ...(ACCEPT_LANGUAGE[language] ? { 'accept-language': ACCEPT_LANGUAGE[language] } : {}),
      },
      timeoutMs: options.timeoutMs,
      queue: options.queue,
      notFoundIsNull,
    });

  return {
    /** Articles with coordinates within 10 km, nearest first. */
    async geosearch(language: LanguageCode, lat: number, lng: number): Promise<GeoPage[]> {
      const params = new URLSearchParams({
        action: 'query',
        list: 'geosearch',
        gscoord: `${lat}|${lng}`,
        gsradius: '10000',
        gslimit: '10',
        format: 'json',
      });
      const body = (await get(`${base(language)}/w/api.php?${params}`, language)) as {
        error?: { code?: string; info?: string };
        query?: { geosearch?: GeoPage[] };
      };
      if (body.error) throw new OnlineSourceError(`wikipedia geosearch: ${body.error.code} ${body.error.info ?? ''}`);
      const pages = body.query?.geosearch;
      if (!Array.isArray(pages)) throw new OnlineSourceError('wikipedia geosearch: no query.geosearch in the answer');
      return pages.filter((p) => typeof p.title === 'string' && typeof p.dist === 'number');
    },

    /** The page's lead summary; null when the page does not exist. */
    async summary(language: LanguageCode, title: string): Promise<PageSummary | null> {
      const path = encodeURIComponent(title.replace(/ /g, '_'));
      const body = (await get(`${base(language)}/api/rest_v1/page/summary/${path}`, language, true)) as {
        type?: string;
        title?: string;
        titles?: { normalized?: string };
        extract?: string;
      } | null;
      if (!body) return null;
      return {
        type: body.type ?? 'standard',
        title: body.titles?.normalized ?? body.title?.replace(/_/g, ' ') ?? title,
        extract: body.extract ?? '',
      };
    },
  };
}

export type WikipediaApi = ReturnType<typeof createWikipediaApi>;
