import { fetchJson, OnlineSourceError, userAgent } from '../geo/online/fetch-json';
import type { PlaceFacts } from '../geo/place-facts';

export const OEDB_SOURCE = 'Event listings from OpenEventDatabase (openeventdatabase.org)';
const SPOKEN_SOURCE = 'OpenEventDatabase';

export interface OedbOptions {
  baseUrl: string;
  contact?: string;
  timeoutMs: number;
  now: () => Date;
}

type ListedEvent = NonNullable<PlaceFacts['events']>[number];

interface Feature {
  properties?: Record<string, unknown>;
}

const RADIUS_M = 20_000;
const DAYS_AHEAD = 7;
const MAX_EVENTS = 5;
/** Scheduled but not gatherings: road works, forecasts, alerts. */
const NOT_COMMUNITY = /^(traffic|weather|natural|hazard|alert)/;

const stringOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const httpUrl = (value: unknown) => {
  const text = stringOf(value);
  return text && /^https?:\/\//.test(text) && URL.canParse(text) ? text : undefined;
};

/**
 * Scheduled events within 20 km over the next seven days, soonest first. OpenEventDatabase is keyless
 * and open, but its listings are sparse outside France: an empty list is the usual answer elsewhere.
 */
export async function fetchEvents(lat: number, lng: number, options: OedbOptions): Promise<ListedEvent[]> {
  const base = options.baseUrl.replace(/\/$/, '');
  const now = options.now();
  const params = new URLSearchParams({
    near: `${lng},${lat},${RADIUS_M}`,
    start: now.toISOString(),
    stop: new Date(now.getTime() + DAYS_AHEAD * 24 * 60 * 60 * 1000).toISOString(),
    type: 'scheduled',
  });
  const body = (await fetchJson(`${base}/event?${params}`, {
    headers: { 'user-agent': userAgent(options.contact) },
    timeoutMs: options.timeoutMs,
  })) as { type?: string; features?: Feature[] };
  if (body.type !== 'FeatureCollection' || !Array.isArray(body.features)) {
    throw new OnlineSourceError('openeventdatabase: not a FeatureCollection');
  }
  return body.features
    .map((feature) => feature.properties ?? {})
    .filter((p) => !NOT_COMMUNITY.test(stringOf(p.what) ?? ''))
    .flatMap((p): ListedEvent[] => {
      const title = stringOf(p.label) ?? stringOf(p.name);
      if (!title) return [];
      const id = stringOf(p.id);
      const url = httpUrl(p.url) ?? httpUrl(p.source) ?? (id ? `${base}/event/${id}` : base);
      const startsAt = stringOf(p.start) ?? stringOf(p.when);
      const venue = stringOf(p['where:name']);
      return [{ title, url, source: SPOKEN_SOURCE, ...(startsAt ? { startsAt } : {}), ...(venue ? { venue } : {}) }];
    })
    .sort((a, b) => (Date.parse(a.startsAt ?? '') || 0) - (Date.parse(b.startsAt ?? '') || 0))
    .slice(0, MAX_EVENTS);
}
