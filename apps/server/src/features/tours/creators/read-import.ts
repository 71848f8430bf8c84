import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { MapsUrlError, parseMapsUrl, type MapsWaypoint } from '@roamcast/shared/logic/maps-url/parse-maps-url';
import { decodeSharedTour } from '@roamcast/shared/logic/tour-codec';
import { badRequest } from '../../../http/errors';
import type { Geocoder } from '../../../providers/geo/geocoder';
import { landmarkTitle } from '../../../providers/knowledge/landmarks/landmark-title';
import { RouteFileError } from '../../../providers/imports/read-route-file';
import { readRouteFileOffThread } from '../../../providers/imports/route-file-pool';
import { ShortLinkError } from '../../../providers/imports/resolve-short-link';

/** A stop as an import brings it, named and placed. */
export interface ImportedStop {
  name: string;
  lat: number;
  lng: number;
  description?: string;
}

export interface ImportedTour {
  name: string | null;
  theme: string | null;
  stops: ImportedStop[];
  /** The line to draw, when the source had one (a GPX/KML track). */
  path: { lat: number; lng: number }[];
  sourceUrl: string | null;
  /** The tour it copies, for a share code. */
  clonedFrom: string | null;
  /** The copied tour's own distance and duration, when it has them (a famous road's are measured). */
  length?: { distance: number; duration: number };
}

export interface ImportDeps {
  geocoder: Geocoder;
  resolveShortLink(url: string): Promise<string>;
  /** The public fields of a shared tour, by its share code. */
  findShared(code: string): Promise<ImportedTour | null>;
}

/** A route file holds more than a maps link: a day's GPX may be narrated at up to 25 stops. */
const FILE_MAX_STOPS = 25;
const SHARE_CODE = /^[A-Za-z0-9_-]{6,64}$/;

/** What to call a dropped pin: the landmark it stands at, else the district or town, else "Dropped pin". */
async function pinName(geocoder: Geocoder, lat: number, lng: number, language: LanguageCode): Promise<string> {
  const facts = await geocoder.reverse(lat, lng, language);
  const landmark = facts?.landmark?.inside ? landmarkTitle(facts.landmark.landmark, language) : null;
  return landmark ?? facts?.place.name ?? 'Dropped pin';
}

/**
 * Names the unnamed and places the named: a maps link may hold either or both per stop. A name is
 * searched near the route's other stops ("Pantheon" between the Colosseum and the Trevi Fountain is
 * Rome's), and keeps its own words as the stop's name.
 */
async function placeWaypoints(geocoder: Geocoder, waypoints: MapsWaypoint[], language: LanguageCode) {
  const found = await Promise.all(
    waypoints.map((w) => (w.lat === undefined && w.name ? geocoder.forward(w.name, language) : null)),
  );
  const sure = waypoints.flatMap((w, i) => {
    if (w.lat !== undefined && w.lng !== undefined) return [{ lat: w.lat, lng: w.lng }];
    const answer = found[i];
    return answer?.clear ? [answer] : [];
  });
  const near = sure.length ? centre(sure) : undefined;
  const placed: ImportedStop[] = [];
  const missing: string[] = [];
  for (const [i, waypoint] of waypoints.entries()) {
    if (waypoint.lat !== undefined && waypoint.lng !== undefined) {
      const name = waypoint.name ?? (await pinName(geocoder, waypoint.lat, waypoint.lng, language));
      placed.push({ name, lat: waypoint.lat, lng: waypoint.lng });
      continue;
    }
    let answer = found[i];
    if (answer && !answer.clear && near) answer = await geocoder.forward(waypoint.name!, language, { near });
    if (answer) placed.push({ name: waypoint.name!, lat: answer.lat, lng: answer.lng });
    else if (waypoint.name) missing.push(waypoint.name);
  }
  if (missing.length > 0) {
    throw badRequest(
      `We could not find ${missing.map((name) => `"${name}"`).join(', ')} from this link. Open the route in Google Maps, drop a pin on each stop and copy the link again.`,
      'import_place_not_found',
    );
  }
  return placed;
}

function centre(points: readonly { lat: number; lng: number }[]): { lat: number; lng: number } {
  return {
    lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
    lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
  };
}

async function fromMapsLink(deps: ImportDeps, text: string, language: LanguageCode): Promise<ImportedTour> {
  let parsed = parseMapsUrl(text);
  let sourceUrl = text;
  if (parsed.kind === 'short-link') {
    sourceUrl = await deps.resolveShortLink(parsed.url);
    parsed = parseMapsUrl(sourceUrl);
    if (parsed.kind === 'short-link') throw new ShortLinkError('The short link did not lead to a Google Maps page.');
  }
  const stops = await placeWaypoints(deps.geocoder, parsed.waypoints, language);
  return { name: null, theme: null, stops, path: [], sourceUrl, clonedFrom: null };
}

/** Parsed on a pool thread with a time and memory budget: a costly file never stalls the event loop. */
async function fromFile(text: string): Promise<ImportedTour> {
  const file = await readRouteFileOffThread(text, FILE_MAX_STOPS);
  return {
    name: file.name ?? null,
    theme: null,
    stops: file.stops.map((stop, index) => ({
      name: stop.name ?? `Stop ${index + 1}`,
      lat: stop.lat,
      lng: stop.lng,
      ...(stop.description ? { description: stop.description } : {}),
    })),
    path: file.path.map(([lat, lng]) => ({ lat, lng })),
    sourceUrl: null,
    clonedFrom: null,
  };
}

function fromEncodedTour(text: string): ImportedTour | null {
  const tour = decodeSharedTour(text);
  if (!tour || tour.waypoints.length === 0) return null;
  return {
    name: tour.name,
    theme: tour.theme ?? null,
    stops: tour.waypoints.map((waypoint, index) => ({
      name: waypoint.name?.trim() || `Stop ${index + 1}`,
      lat: waypoint.lat,
      lng: waypoint.lng,
    })),
    path: [],
    sourceUrl: null,
    clonedFrom: null,
  };
}

const looksLikeLink = (text: string) => /^[a-z][a-z0-9+.-]*:|^(www\.|maps\.|goo\.gl|g\.co)|google\./i.test(text);

/**
 * Reads what the Import tab sends (SPEC §4 Import): a Google Maps link in any of its forms, a tour
 * share code, a base64 tour object, or a GPX/KML file's text. Every bad input is a 400 saying why.
 */
export async function readImport(
  deps: ImportDeps,
  input: { importData: string; fileName?: string; language: LanguageCode },
): Promise<ImportedTour> {
  const text = input.importData.trim();
  try {
    if (input.fileName || text.startsWith('<')) return await fromFile(text);
    if (looksLikeLink(text)) return await fromMapsLink(deps, text, input.language);
    if (SHARE_CODE.test(text)) {
      const shared = await deps.findShared(text);
      if (shared) return shared;
    }
    const encoded = fromEncodedTour(text);
    if (encoded) return encoded;
  } catch (error) {
    if (error instanceof MapsUrlError || error instanceof RouteFileError || error instanceof ShortLinkError) {
      throw badRequest(error.message, 'import_unreadable');
    }
    throw error;
  }
  throw badRequest(
    SHARE_CODE.test(text)
      ? 'No tour has this share code, and it is not an encoded tour either. Check the code and try again.'
      : 'This is not a Google Maps URL, a tour share code or an encoded tour that we can read.',
    'import_unreadable',
  );
}
