import { lookup as dnsLookup } from 'node:dns/promises';
import { request } from 'node:https';
import { isAllowedRedirectHost, isShortLinkHost } from '@roamcast/shared/logic/maps-url/hosts';
import { isPublicAddress } from './public-address';

export const SHORT_LINK_MAX_REDIRECTS = 5;
const HOP_TIMEOUT_MS = 5000;

export class ShortLinkError extends Error {
  override name = 'ShortLinkError';
}

export interface Hop {
  status: number;
  location: string | null;
}

export interface ShortLinkDeps {
  /** Every address a host name resolves to (the real one asks DNS). */
  lookup?: (host: string) => Promise<string[]>;
  /** One request, no redirects followed, sent to the address already checked (so DNS cannot change it). */
  fetchHop?: (url: URL, address: string) => Promise<Hop>;
}

async function lookupAll(host: string): Promise<string[]> {
  return (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
}

function fetchHop(url: URL, address: string): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'GET',
        headers: { 'user-agent': 'Roamcast maps-link import', accept: 'text/html' },
        timeout: HOP_TIMEOUT_MS,
        // Pinned to the checked address: a second DNS answer cannot swap in a private one.
        lookup: (_host, options, callback) => {
          const family = address.includes(':') ? 6 : 4;
          if ((options as { all?: boolean }).all)
            (callback as (e: null, a: object[]) => void)(null, [{ address, family }]);
          else callback(null, address, family);
        },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new ShortLinkError('The short link did not answer in time.')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Follows a maps.app.goo.gl / goo.gl/maps short link to the Google Maps page it stands for: at most
 * 5 redirects, https only, only to Google Maps hosts, never to a private, loopback or link-local
 * address. Resolves to the first non-short-link URL it reaches, without fetching that one.
 */
export async function resolveShortLink(shortLink: string, deps: ShortLinkDeps = {}): Promise<string> {
  const lookup = deps.lookup ?? lookupAll;
  const hop = deps.fetchHop ?? fetchHop;
  let url = new URL(shortLink);
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'https:') throw new ShortLinkError('The short link led to a page that is not https.');
    if (!isAllowedRedirectHost(url.hostname, url.pathname)) {
      throw new ShortLinkError(`The short link led to ${url.hostname}, which is not Google Maps.`);
    }
    if (!isShortLinkHost(url.hostname, url.pathname)) return url.toString();
    if (redirects === SHORT_LINK_MAX_REDIRECTS) {
      throw new ShortLinkError(`The short link redirected more than ${SHORT_LINK_MAX_REDIRECTS} times.`);
    }
    const addresses = await lookup(url.hostname).catch(() => []);
    if (addresses.length === 0) throw new ShortLinkError(`${url.hostname} could not be found.`);
    if (!addresses.every(isPublicAddress)) {
      throw new ShortLinkError('The short link points at a private network address and was not followed.');
    }
    const answer = await hop(url, addresses[0]!).catch((error: unknown) => {
      throw error instanceof ShortLinkError ? error : new ShortLinkError('The short link could not be opened.');
    });
    if (answer.status < 300 || answer.status >= 400 || !answer.location) {
      throw new ShortLinkError('The short link did not lead to a Google Maps page. Open it and copy the full link.');
    }
    url = new URL(answer.location, url);
  }
}
