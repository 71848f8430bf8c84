import { MAP_IMPORT_MAX_WAYPOINTS } from '../../catalog/constants';
import { parseCoordinates } from './coordinates';
import { waypointCoordinatesOf } from './data-parameter';
import { isGoogleMapsHost, isShortLinkHost } from './hosts';

/** A stop read from a maps link: a name to geocode, coordinates, or both. */
export interface MapsWaypoint {
  name?: string;
  lat?: number;
  lng?: number;
  /** For a search ("coffee near here"): the map's centre when the link was made, to geocode near. */
  near?: { lat: number; lng: number };
}

export type MapsUrlResult =
  | { kind: 'waypoints'; waypoints: MapsWaypoint[] }
  /** maps.app.goo.gl and goo.gl/maps links name no place: the server follows them, then parses the target. */
  | { kind: 'short-link'; url: string };

export type MapsUrlErrorCode =
  'not_a_url' | 'unsupported_scheme' | 'unsupported_host' | 'unsupported_link' | 'no_waypoints' | 'too_many_waypoints';

export class MapsUrlError extends Error {
  override name = 'MapsUrlError';
  constructor(
    readonly code: MapsUrlErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Path segments and query values use '+' for spaces; a malformed escape is kept as typed. */
function decodePart(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced).trim();
  } catch {
    return spaced.trim();
  }
}

/** "48.85,2.29" or a degrees-minutes-seconds pair becomes coordinates; anything else is a name. */
function waypointOf(text: string): MapsWaypoint | null {
  const value = text.trim();
  if (!value) return null;
  const coordinates = parseCoordinates(value);
  return coordinates ?? { name: value };
}

/** "@48.85,2.29,15z" (or 3a,75y,... for Street View): the map's centre. */
function viewCentre(segment: string): { lat: number; lng: number } | null {
  const match = /^@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(segment);
  return match ? parseCoordinates(`${match[1]},${match[2]}`) : null;
}

function fromDirectionsPath(segments: string[]): MapsWaypoint[] {
  const stops: string[] = [];
  let data = '';
  for (const segment of segments) {
    if (segment.startsWith('data=')) data = segment.slice('data='.length);
    else if (segment.startsWith('@') || segment.startsWith('am=')) continue;
    else stops.push(decodePart(segment));
  }
  // A trailing slash leaves one empty segment; an empty one elsewhere is "your location" and has no place.
  if (stops.at(-1) === '') stops.pop();
  const fromData = waypointCoordinatesOf(data);
  const aligned = fromData.length === stops.length;
  return stops.flatMap((stop, index) => {
    const waypoint = waypointOf(stop);
    const exact = aligned ? fromData[index] : null;
    if (!waypoint) return [];
    return [exact && waypoint.lat === undefined ? { ...waypoint, ...exact } : waypoint];
  });
}

function fromPlacePath(segments: string[]): MapsWaypoint[] {
  const [name = '', ...rest] = segments;
  const data = rest.find((segment) => segment.startsWith('data=')) ?? '';
  // In a place link, !3d<lat>!4d<lng> is the place itself; the @ centre is only where the map looked.
  const pin = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(data);
  const centre = rest.map(viewCentre).find((value) => value !== null) ?? null;
  const place = waypointOf(decodePart(name));
  const coordinates = pin ? parseCoordinates(`${pin[1]},${pin[2]}`) : centre;
  if (!place) return coordinates ? [coordinates] : [];
  return [place.lat === undefined && coordinates ? { ...place, ...coordinates } : place];
}

function fromSearchPath(segments: string[]): MapsWaypoint[] {
  const [query = '', ...rest] = segments;
  const place = waypointOf(decodePart(query));
  if (!place) return [];
  const near = rest.map(viewCentre).find((value) => value !== null);
  return [place.lat === undefined && near ? { ...place, near } : place];
}

const splitPipes = (value: string | null) => (value ? value.split('|') : []);

function fromQuery(params: URLSearchParams, path: string): MapsWaypoint[] {
  const get = (key: string) => params.get(key)?.trim() || null;
  // Maps URLs API: /maps/dir/?api=1&origin=&destination=&waypoints=a|b, /maps/search/?api=1&query=.
  if (path.includes('/dir') || get('origin') || get('destination')) {
    const names = [get('origin'), ...splitPipes(get('waypoints')), get('destination')];
    return names.flatMap((name) => (name ? (waypointOf(name) ?? []) : []));
  }
  if (get('saddr') || get('daddr')) {
    // Legacy directions: several destinations are joined with " to:".
    const names = [get('saddr'), ...(get('daddr') ?? '').split(/\s+to:/)];
    return names.flatMap((name) => (name ? (waypointOf(name.replace(/^to:/, '')) ?? []) : []));
  }
  const query = get('query') ?? get('q') ?? get('destination');
  if (query) {
    // "loc:48.85,2.29" and "Name@48.85,2.29" are older spellings of a pinned place.
    const pinned = /^(?:(.*)@|loc:\s*)(-?\d+(?:\.\d+)?,\s*-?\d+(?:\.\d+)?)$/.exec(query);
    if (pinned) {
      const coordinates = parseCoordinates(pinned[2]!)!;
      return [pinned[1]?.trim() ? { name: pinned[1].trim(), ...coordinates } : coordinates];
    }
    return [waypointOf(query)!];
  }
  const centre = get('ll') ?? get('center');
  const coordinates = centre ? parseCoordinates(centre) : null;
  return coordinates ? [coordinates] : [];
}

function withScheme(input: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `https://${input.replace(/^\/+/, '')}`;
}

/**
 * Reads the stops out of a Google Maps link in the forms people paste (SPEC §4 Import): directions
 * paths with names or coordinates, their data= waypoint blocks, the Maps URLs API, place, search
 * and legacy ?q= / saddr-daddr forms, and short links (returned for the server to follow).
 * Throws MapsUrlError with a message a person can act on.
 */
export function parseMapsUrl(input: string, maxWaypoints = MAP_IMPORT_MAX_WAYPOINTS): MapsUrlResult {
  let url: URL;
  try {
    url = new URL(withScheme(input.trim()));
  } catch {
    throw new MapsUrlError('not_a_url', 'This is not a link we can read. Paste a Google Maps URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new MapsUrlError('unsupported_scheme', 'Only https:// Google Maps links can be imported.');
  }
  const host = url.hostname.toLowerCase();
  if (isShortLinkHost(host, url.pathname)) {
    url.protocol = 'https:';
    return { kind: 'short-link', url: url.toString() };
  }
  if (!isGoogleMapsHost(host, url.pathname)) {
    throw new MapsUrlError('unsupported_host', `Links from ${host} cannot be imported. Paste a Google Maps URL.`);
  }
  const path = url.pathname.replace(/^\/maps(?=\/|$)/, '');
  if (path.startsWith('/d/')) {
    throw new MapsUrlError(
      'unsupported_link',
      'My Maps links cannot be imported. Export the map as KML and import the file instead.',
    );
  }
  const segments = path.split('/').slice(1);
  // Path segments keep their escapes: the raw pathname is split before decoding each part.
  const [kind, ...rest] = segments;
  let waypoints: MapsWaypoint[];
  if (kind === 'dir' && rest.some((segment) => segment && !segment.startsWith('data='))) {
    waypoints = fromDirectionsPath(rest);
  } else if (kind === 'place') waypoints = fromPlacePath(rest);
  else if (kind === 'search' && rest[0]) waypoints = fromSearchPath(rest);
  else if (kind?.startsWith('@')) waypoints = [viewCentre(kind)].flatMap((centre) => (centre ? [centre] : []));
  else waypoints = fromQuery(url.searchParams, path);

  if (waypoints.length === 0) {
    throw new MapsUrlError(
      'no_waypoints',
      'No places were found in this link. Open the route in Google Maps and copy its link again.',
    );
  }
  if (waypoints.length > maxWaypoints) {
    throw new MapsUrlError(
      'too_many_waypoints',
      `This route has ${waypoints.length} stops; a maps link can bring at most ${maxWaypoints}.`,
    );
  }
  return { kind: 'waypoints', waypoints };
}
