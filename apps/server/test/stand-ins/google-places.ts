// Google Places (classic API) with canned places, nearby results and photos.
import type { ServerResponse } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import type { GoogleNearbyResult } from '../../src/providers/places/google-places-client';
import type { GooglePlaceResult } from '../../src/providers/places/map-place-details';
import { startStandInServer, type ReceivedRequest } from '../stand-in-server';

/** A real PNG (solid colour) so photo tests move genuine image bytes. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

export interface StandInOptions {
  apiKey: string;
  places: Record<string, GooglePlaceResult>;
  photos: Record<string, { bytes: Buffer; contentType: string }>;
  /** What Nearby Search may answer: those within the asked radius come back, in this order (prominence). */
  nearby?: GoogleNearbyResult[];
}

/** Metres between two positions (haversine). */
function metresBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

/**
 * Speaks the classic Places API wire format on 127.0.0.1: Details JSON with a status field (HTTP 200 even for
 * NOT_FOUND and REQUEST_DENIED), Nearby Search JSON (OK or ZERO_RESULTS), and Photo as a 302 to an image host. `trouble` makes the next calls fail.
 */
export async function startGooglePlacesStandIn(options: StandInOptions) {
  const requests: URL[] = [];
  const trouble: Array<'stall' | 'http500'> = [];
  const handle = (request: ReceivedRequest, response: ServerResponse) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    requests.push(url);
    const next = trouble.shift();
    if (next === 'stall') return; // never answers; the client's timeout must end it
    if (next === 'http500')
      return response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error</h1>');
    const json = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const q = url.searchParams;
    if (url.pathname === '/maps/api/place/details/json') {
      if (q.get('key') !== options.apiKey)
        return json({
          html_attributions: [],
          status: 'REQUEST_DENIED',
          error_message: 'The provided API key is invalid.',
        });
      const placeId = q.get('place_id') ?? '';
      if (!/^[A-Za-z0-9_-]{10,}$/.test(placeId)) return json({ html_attributions: [], status: 'INVALID_REQUEST' });
      const result = options.places[placeId];
      return json(
        result ? { html_attributions: [], result, status: 'OK' } : { html_attributions: [], status: 'NOT_FOUND' },
      );
    }
    if (url.pathname === '/maps/api/place/nearbysearch/json') {
      if (q.get('key') !== options.apiKey)
        return json({
          html_attributions: [],
          results: [],
          status: 'REQUEST_DENIED',
          error_message: 'The provided API key is invalid.',
        });
      const [lat, lng] = (q.get('location') ?? '').split(',').map(Number);
      const radius = Number(q.get('radius'));
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || !(radius > 0 && radius <= 50_000))
        return json({ html_attributions: [], results: [], status: 'INVALID_REQUEST' });
      const results = (options.nearby ?? []).filter((place) => {
        const at = place.geometry?.location;
        return at?.lat !== undefined && at.lng !== undefined && metresBetween(lat!, lng!, at.lat, at.lng) <= radius;
      });
      return json({ html_attributions: [], results, status: results.length ? 'OK' : 'ZERO_RESULTS' });
    }
    if (url.pathname === '/maps/api/place/photo') {
      const reference = q.get('photo_reference') ?? '';
      if (q.get('key') !== options.apiKey) return response.writeHead(403).end();
      if (!options.photos[reference])
        return response.writeHead(400, { 'content-type': 'text/html' }).end('Bad Request');
      return response.writeHead(302, { location: `/lh3/p/${reference}=s${q.get('maxwidth')}` }).end();
    }
    const image = url.pathname.match(/^\/lh3\/p\/([^=]+)=s\d+$/);
    const photo = image ? options.photos[image[1]!] : undefined;
    if (photo) return response.writeHead(200, { 'content-type': photo.contentType }).end(photo.bytes);
    response.writeHead(404).end();
  };
  const server = await startStandInServer(handle);
  return {
    baseUrl: server.url,
    requests,
    trouble,
    hits: (pathname: string) => requests.filter((url) => url.pathname === pathname).length,
    close: server.close,
  };
}

export type GooglePlacesStandIn = Awaited<ReturnType<typeof startGooglePlacesStandIn>>;
