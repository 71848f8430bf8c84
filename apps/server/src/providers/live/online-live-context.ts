import { TtlCache } from '../geo/online/ttl-cache';
import type { LiveWeather, PlaceFacts } from '../geo/place-facts';
import type { RequestQueue } from '../geo/online/request-queue';
import { fetchEvents, OEDB_SOURCE } from './open-event-database';
import { fetchHeadlines, GDELT_SOURCE } from './gdelt-news';
import { newsPlaceName } from './english-name';
import type { LiveContext } from './live-context';
import { fetchWeather } from './open-meteo';

export interface OnlineLiveContextOptions {
  openMeteoBaseUrl?: string;
  gdeltBaseUrl?: string;
  oedbBaseUrl?: string;
  contact?: string;
  timeoutMs?: number;
  /** GDELT's rate limit; the shared one unless told. */
  gdeltQueue?: RequestQueue;
  now?: () => Date;
  onError?: (error: unknown, theme: string) => void;
}

const MINUTE_MS = 60 * 1000;
/** About a kilometre: the weather and the listings of one neighbourhood. */
const areaKey = (facts: PlaceFacts) => `${facts.lat.toFixed(2)},${facts.lng.toFixed(2)}`;

type Headlines = NonNullable<PlaceFacts['headlines']>;
type Events = NonNullable<PlaceFacts['events']>;

/** Open-Meteo for the weather, GDELT for headlines, OpenEventDatabase for events: keyless, cached, never fatal. */
export function createOnlineLiveContext(options: OnlineLiveContextOptions = {}): LiveContext {
  const timeoutMs = options.timeoutMs ?? 5000;
  const now = options.now ?? (() => new Date());
  const weather = new TtlCache<LiveWeather>({ maxEntries: 2000, ttlMs: 15 * MINUTE_MS });
  const news = new TtlCache<Headlines>({ maxEntries: 1000, ttlMs: 30 * MINUTE_MS });
  const events = new TtlCache<Events>({ maxEntries: 1000, ttlMs: 60 * MINUTE_MS });
  const common = { contact: options.contact, timeoutMs };

  async function attempt(
    theme: string,
    facts: PlaceFacts,
    add: () => Promise<Partial<PlaceFacts> & { source?: string }>,
  ) {
    try {
      const { source, ...extra } = await add();
      if (Object.values(extra).every((value) => value === undefined)) return facts;
      return { ...facts, ...extra, sources: [...new Set([...facts.sources, ...(source ? [source] : [])])] };
    } catch (error) {
      options.onError?.(error, theme);
      return facts;
    }
  }

  return {
    name: 'online',
    async enrich(facts, theme) {
      if (theme === 'weather') {
        return attempt(theme, facts, async () => {
          const live = await weather.load(areaKey(facts), () =>
            fetchWeather(facts.lat, facts.lng, {
              ...common,
              baseUrl: options.openMeteoBaseUrl ?? 'https://api.open-meteo.com',
            }),
          );
          return { weather: live, source: live.source };
        });
      }
      if (theme === 'local_news') {
        return attempt(theme, facts, async () => {
          const key = `${newsPlaceName(facts)}|${facts.country.code}|${facts.language}`;
          const headlines = await news.load(key, () =>
            fetchHeadlines(facts, {
              ...common,
              baseUrl: options.gdeltBaseUrl ?? 'https://api.gdeltproject.org',
              queue: options.gdeltQueue,
              now,
            }),
          );
          return headlines.length ? { headlines, source: GDELT_SOURCE } : {};
        });
      }
      if (theme === 'community_events') {
        return attempt(theme, facts, async () => {
          const listed = await events.load(areaKey(facts), () =>
            fetchEvents(facts.lat, facts.lng, {
              ...common,
              baseUrl: options.oedbBaseUrl ?? 'https://api.openeventdatabase.org',
              now,
            }),
          );
          return listed.length ? { events: listed, source: OEDB_SOURCE } : {};
        });
      }
      return facts;
    },
  };
}
