import { fetchJson, OnlineSourceError, userAgent } from '../geo/online/fetch-json';
import type { RequestQueue } from '../geo/online/request-queue';
import type { Probe } from './reachability';

/**
 * The cheapest question each keyless service answers, asked as its own client asks (the same
 * User-Agent and request queue, one attempt): an empty Action API query for the Wikimedia wikis,
 * the status page for Nominatim.
 */
const probeJson =
  (url: string, headers: Record<string, string>, queue?: RequestQueue): Probe =>
  async (timeoutMs) => {
    const body = await fetchJson(url, { headers, timeoutMs, retries: 0, queue });
    if (typeof body !== 'object' || body === null) throw new OnlineSourceError(`${url}: not the expected answer`);
  };

const actionApi = (base: string) => `${base.replace(/\/+$/, '')}/w/api.php?action=query&format=json`;

export function wikipediaProbe(options: { baseUrl: string; contact?: string; queue: RequestQueue }): Probe {
  return probeJson(
    actionApi(options.baseUrl.replace('{lang}', 'en')),
    { 'user-agent': userAgent(options.contact) },
    options.queue,
  );
}

export function commonsProbe(options: { baseUrl: string; userAgent: string }): Probe {
  return probeJson(actionApi(options.baseUrl), { 'user-agent': options.userAgent });
}

export function nominatimProbe(options: { baseUrl: string; contact?: string; queue: RequestQueue }): Probe {
  const url = new URL('status', options.baseUrl.replace(/\/?$/, '/'));
  url.search = 'format=json';
  return probeJson(url.toString(), { 'user-agent': userAgent(options.contact) }, options.queue);
}
