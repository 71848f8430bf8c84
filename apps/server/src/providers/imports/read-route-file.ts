import { DOMParser } from '@xmldom/xmldom';
import { gpx, kml } from '@tmcw/togeojson';
import type { Feature, Position } from 'geojson';

/** GPX and KML files hold at most this much; the Import tab says so (SPEC-sized: 5 MB). */
export const ROUTE_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** A long day's walk logged every second is ~30,000 points; far beyond that is not a tour. */
export const ROUTE_FILE_MAX_POINTS = 50_000;
/** A drawn route keeps this many points at most: enough to follow a road on the map. */
const PATH_MAX_POINTS = 500;

export interface RouteFileStop {
  name?: string;
  description?: string;
  lat: number;
  lng: number;
}

export interface RouteFile {
  /** The file's own title (GPX metadata name, KML document name), when it has one. */
  name?: string;
  /** Named waypoints first; else a route's points; else stops sampled along the track. */
  stops: RouteFileStop[];
  /** The line travelled, [lat, lng] pairs, thinned for drawing. */
  path: [number, number][];
}

export type RouteFileErrorCode =
  'too_large' | 'too_costly' | 'not_route_file' | 'entities' | 'malformed' | 'too_many_points' | 'empty';

export class RouteFileError extends Error {
  override name = 'RouteFileError';
  constructor(
    readonly code: RouteFileErrorCode,
    message: string,
  ) {
    super(message);
  }
}

function parseXml(text: string) {
  // GPX and KML never need a DTD; refusing one up front rules out entity expansion ("billion laughs").
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new RouteFileError('entities', 'This file declares XML entities or a DOCTYPE, which route files never need.');
  }
  const errors: string[] = [];
  let document;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') errors.push(message);
      },
    }).parseFromString(text, 'text/xml');
  } catch (error) {
    // xmldom throws on fatal errors (a mismatched tag, no root) after reporting them.
    errors.push(error instanceof Error ? error.message : String(error));
  }
  if (!document || errors.length > 0 || !document.documentElement) {
    throw new RouteFileError('malformed', `This file is not well-formed XML: ${errors[0] ?? 'no root element'}.`);
  }
  return document;
}

/** Elements in a route file: a 50,000-point track with time, elevation, heart rate and cadence has ~450,000. */
export const ROUTE_FILE_MAX_ELEMENTS = 600_000;
/** GPX and KML nest a few levels (kml, Document, Folder, Placemark, LineString, coordinates). */
export const ROUTE_FILE_MAX_DEPTH = 100;
/** A route file's tags carry a few attributes; a longer one is a parser's worst case, not a route. */
export const ROUTE_FILE_MAX_TAG_CHARS = 16 * 1024;

const tooCostly = (what: string) =>
  new RouteFileError('too_costly', `This file ${what}, far beyond any GPX or KML route. Export the route again.`);

const POINT_TAGS = ['trkpt', 'rtept', 'wpt', 'gx:coord', 'when'];

/** Whether the tag opening at `at` is named `name` (and not merely starts with it). */
function isTag(text: string, at: number, name: string): boolean {
  if (!text.startsWith(name, at + 1)) return false;
  const after = text.charCodeAt(at + 1 + name.length);
  // '>', '/', space, tab, line feed, carriage return
  return after === 62 || after === 47 || after === 32 || after === 9 || after === 10 || after === 13;
}

/**
 * Counts points and checks the file's shape in one pass over the text, before any parsing: a million
 * empty elements, deep nesting or a tag of a million attributes each take xmldom minutes to build.
 * Comments and CDATA (KML descriptions hold HTML) are skipped whole. Linear whatever the text: every
 * search starts where the last one ended.
 */
function scan(text: string): number {
  let points = 0;
  let elements = 0;
  let depth = 0;
  let at = text.indexOf('<');
  while (at !== -1) {
    const next = text.charCodeAt(at + 1);
    if (next === 33 /* ! */ && (text.startsWith('<!--', at) || text.startsWith('<![CDATA[', at))) {
      const end = text.indexOf(text[at + 2] === '-' ? '-->' : ']]>', at);
      if (end === -1) break;
      at = text.indexOf('<', end);
      continue;
    }
    const end = text.indexOf('>', at);
    if (end === -1) break; // cut off: the parser says so
    if (end - at > ROUTE_FILE_MAX_TAG_CHARS) {
      throw tooCostly(`has a tag of ${(end - at).toLocaleString('en')} characters`);
    }
    if (next === 47 /* / */) {
      depth--;
    } else if (next !== 63 /* ? */ && next !== 33 /* ! */) {
      if (++elements > ROUTE_FILE_MAX_ELEMENTS) {
        throw tooCostly(`has more than ${ROUTE_FILE_MAX_ELEMENTS.toLocaleString('en')} elements`);
      }
      if (text.charCodeAt(end - 1) !== 47 && ++depth > ROUTE_FILE_MAX_DEPTH) {
        throw tooCostly(`nests elements more than ${ROUTE_FILE_MAX_DEPTH} deep`);
      }
      // Only names starting t, r, w or g can be points, c a KML <coordinates>.
      if (next === 116 || next === 114 || next === 119 || next === 103) {
        if (POINT_TAGS.some((name) => isTag(text, at, name))) points++;
      } else if (next === 99 && text.charCodeAt(end - 1) !== 47 && isTag(text, at, 'coordinates')) {
        // Its tuples are text up to the next tag, which must close it; anything else is scanned as usual.
        const closing = text.indexOf('<', end);
        if (closing !== -1 && text.startsWith('</coordinates>', closing)) {
          const tuples = text.slice(end + 1, closing).trim();
          if (tuples) points += tuples.split(/\s+/).length;
          depth--;
          at = text.indexOf('<', closing + 1);
          continue;
        }
      }
    }
    at = text.indexOf('<', end);
  }
  return points;
}

const toLatLng = (position: Position): [number, number] => [position[1]!, position[0]!];
const valid = ([lat, lng]: [number, number]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

function linesOf(feature: Feature): [number, number][][] {
  const geometry = feature.geometry;
  if (!geometry) return [];
  if (geometry.type === 'LineString') return [geometry.coordinates.map(toLatLng)];
  if (geometry.type === 'MultiLineString') return geometry.coordinates.map((line) => line.map(toLatLng));
  return [];
}

const textProperty = (feature: Feature, key: string) => {
  const value = feature.properties?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** Evenly spread items, always keeping the first and the last. */
function thin<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  if (max <= 1) return items.slice(0, max);
  const step = (items.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, index) => items[Math.round(index * step)]!);
}

type XmlElement = NonNullable<ReturnType<typeof parseXml>['documentElement']>;

const childText = (parent: XmlElement | null | undefined, tag: string) => {
  const child = parent ? Array.from(parent.childNodes).find((node) => node.nodeName === tag) : undefined;
  return child?.textContent?.trim() || undefined;
};

/** GPX: metadata name, else the first track's or route's; KML: the Document's name. */
function titleOf(root: XmlElement): string | undefined {
  const first = (tag: string) => root.getElementsByTagName(tag)[0] ?? null;
  if (root.localName?.toLowerCase() === 'kml') return childText(first('Document') ?? first('Folder'), 'name');
  return childText(first('metadata'), 'name') ?? childText(first('trk'), 'name') ?? childText(first('rte'), 'name');
}

/**
 * Reads a GPX or KML file (tracks, routes and waypoints) into a tour's stops and drawn path.
 * Throws RouteFileError with a message a person can act on; never expands XML entities.
 */
export function readRouteFile(text: string, maxStops: number): RouteFile {
  if (Buffer.byteLength(text, 'utf8') > ROUTE_FILE_MAX_BYTES) {
    throw new RouteFileError('too_large', 'This file is larger than 5 MB. Export a shorter route and try again.');
  }
  const points = scan(text);
  if (points > ROUTE_FILE_MAX_POINTS) {
    throw new RouteFileError(
      'too_many_points',
      `This file has ${points.toLocaleString('en')} points; at most ${ROUTE_FILE_MAX_POINTS.toLocaleString('en')} can be imported.`,
    );
  }
  const document = parseXml(text);
  const root = document.documentElement!.localName?.toLowerCase();
  if (root !== 'gpx' && root !== 'kml') {
    throw new RouteFileError('not_route_file', 'This is not a GPX or KML file.');
  }
  const features = (root === 'gpx' ? gpx(document) : kml(document)).features as Feature[];
  const named = features.flatMap((feature): RouteFileStop[] => {
    if (feature.geometry?.type !== 'Point') return [];
    const [lat, lng] = toLatLng(feature.geometry.coordinates);
    if (!valid([lat, lng])) return [];
    return [
      {
        name: textProperty(feature, 'name'),
        description: textProperty(feature, 'desc') ?? textProperty(feature, 'description'),
        lat,
        lng,
      },
    ];
  });
  const lines = features.flatMap(linesOf).map((line) => line.filter(valid));
  const path = thin(lines.flat(), PATH_MAX_POINTS);
  // A GPX route (rte) lists its turn points on purpose: they make better stops than a track's samples.
  const routeLine = features.find((feature) => feature.properties?._gpxType === 'rte');
  const stops =
    named.length > 0
      ? named
      : routeLine
        ? linesOf(routeLine)
            .flat()
            .filter(valid)
            .map(([lat, lng]) => ({ lat, lng }))
        : path.length > 0
          ? thin(path, Math.min(maxStops, path.length)).map(([lat, lng]) => ({ lat, lng }))
          : [];
  if (stops.length === 0) {
    throw new RouteFileError('empty', 'No waypoints, routes or tracks were found in this file.');
  }
  return { name: titleOf(document.documentElement!), stops: thin(stops, maxStops), path };
}
