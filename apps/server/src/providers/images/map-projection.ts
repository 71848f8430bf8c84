/** Where on the cover a map shows the world: a Web Mercator view fitted around the tour's stops. */
export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MapView {
  /** Canvas position of a latitude and longitude. */
  project(lat: number, lng: number): { x: number; y: number };
  /** The latitude and longitude at a canvas position. */
  unproject(x: number, y: number): { lat: number; lng: number };
  /** Metres on the ground per canvas pixel at the view's centre. */
  metersPerPixel: number;
  /** Longitudes east of the antimeridian are shifted by 360 when the tour crosses it, so read them modulo 360. */
  center: { lat: number; lng: number };
}

const EARTH_RADIUS_M = 6_371_008.8;
// Web Mercator stops short of the poles, as every web map does.
const MAX_LAT = 85;
/** A single stop, or stops a few steps apart, still show a street-sized piece of map around them. */
const MIN_SPAN_M = 1_200;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
const clampLat = (lat: number) => Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + toRadians(clampLat(lat)) / 2));
const latitudeOf = (y: number) => toDegrees(2 * Math.atan(Math.exp(y)) - Math.PI / 2);

/**
 * Longitudes as one continuous run: a tour from Fiji to Samoa crosses 180°, and drawn naively it
 * would span the whole world. Each longitude moves by 360° when that brings the set closer together.
 */
export function unwrapLongitudes(lngs: readonly number[]): number[] {
  if (lngs.length === 0) return [];
  const span = (values: number[]) => Math.max(...values) - Math.min(...values);
  const shifted = lngs.map((lng) => (lng < 0 ? lng + 360 : lng));
  return span(shifted) < span([...lngs]) ? shifted : [...lngs];
}

/**
 * Fits the points into the frame with a margin, the same scale on both axes so shapes stay true.
 * No points: null (the cover draws a map without places). One point, or points close together:
 * centred, at least MIN_SPAN_M across.
 */
export function fitMapView(
  points: readonly { lat: number; lng: number }[],
  frame: Frame,
  margin = 0.14,
): MapView | null {
  if (points.length === 0) return null;
  const lngs = unwrapLongitudes(points.map((point) => point.lng));
  const xs = lngs.map(toRadians);
  const ys = points.map((point) => mercatorY(point.lat));
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const centerX = (minX + maxX) / 2;
  const centerY = (minY + maxY) / 2;
  const centerLat = latitudeOf(centerY);
  // Mercator units per metre at this latitude: one radian of x is R·cos(lat) metres on the ground.
  const unitsPerMeter = 1 / (EARTH_RADIUS_M * Math.cos(toRadians(centerLat)));
  const minSpan = MIN_SPAN_M * unitsPerMeter;
  const spanX = Math.max(maxX - minX, minSpan);
  const spanY = Math.max(maxY - minY, minSpan);
  const usableWidth = frame.width * (1 - 2 * margin);
  const usableHeight = frame.height * (1 - 2 * margin);
  const scale = Math.min(usableWidth / spanX, usableHeight / spanY);
  const originX = frame.x + frame.width / 2;
  const originY = frame.y + frame.height / 2;
  return {
    project(lat, lng) {
      let x = toRadians(lng);
      // Keep longitudes on the same side of the antimeridian as the view's centre.
      if (x - centerX > Math.PI) x -= 2 * Math.PI;
      if (centerX - x > Math.PI) x += 2 * Math.PI;
      return { x: originX + (x - centerX) * scale, y: originY - (mercatorY(lat) - centerY) * scale };
    },
    unproject(x, y) {
      return {
        lat: latitudeOf(centerY - (y - originY) / scale),
        lng: toDegrees(centerX + (x - originX) / scale),
      };
    },
    metersPerPixel: 1 / (scale * unitsPerMeter),
    center: { lat: centerLat, lng: toDegrees(centerX) },
  };
}

const NICE = [1, 2, 5];

/** The largest 1-2-5 number not above `value`: 500 for 730, 0.2 for 0.31. */
export function niceFloor(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const steps = NICE.map((step) => step * power).filter((step) => step <= value);
  return steps.at(-1) ?? power;
}

/** A scale bar: a round distance that draws about `targetPx` long or less, and its label ("500 m", "2 km"). */
export function scaleBar(metersPerPixel: number, targetPx = 180): { meters: number; pixels: number; label: string } {
  const meters = niceFloor(metersPerPixel * targetPx);
  const miles = meters / 1609.344;
  const metric = meters >= 1000 ? `${meters / 1000} km` : `${meters} m`;
  const imperial = miles >= 0.2 ? `${+miles.toFixed(miles < 10 ? 1 : 0)} mi` : `${Math.round(meters * 3.28084)} ft`;
  return { meters, pixels: meters / metersPerPixel, label: `${metric} · ${imperial}` };
}

/** The smallest 1-2-5 number not below `value`: 1000 for 730, 0.5 for 0.31. */
export function niceCeil(value: number): number {
  const floor = niceFloor(value);
  if (floor >= value) return floor;
  const power = 10 ** Math.floor(Math.log10(floor));
  const next = NICE.map((step) => step * power).find((step) => step > floor);
  return next ?? 10 * power;
}

/** A graticule step in degrees that keeps lines (and their labels) at least `minSpacingPx` apart. */
export function graticuleStep(spanDegrees: number, spanPixels: number, minSpacingPx: number): number {
  return Math.min(30, niceCeil(Math.max((spanDegrees / spanPixels) * minSpacingPx, 1e-4)));
}

/** "37.78°N", "122.4°W": as many decimals as the graticule step needs. */
export function formatDegrees(value: number, axis: 'lat' | 'lng', step: number): string {
  const decimals = Math.max(0, Math.min(4, -Math.floor(Math.log10(step) + 1e-9)));
  let normalized = value;
  if (axis === 'lng') normalized = ((((value + 180) % 360) + 360) % 360) - 180;
  const hemisphere = axis === 'lat' ? (normalized >= 0 ? 'N' : 'S') : normalized >= 0 ? 'E' : 'W';
  const text = Math.abs(normalized).toFixed(decimals);
  return Number(text) === 0 ? `0°` : `${text}°${hemisphere}`;
}
