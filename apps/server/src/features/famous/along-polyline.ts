import { distanceMiles, type LatLng } from '@roamcast/shared/logic/geo-distance';

const KM_PER_MILE = 1.609344;
const km = (a: LatLng, b: LatLng) => distanceMiles(a, b) * KM_PER_MILE;

/** The length of a polyline in miles (great-circle segments). */
export function polylineMiles(line: readonly LatLng[]): number {
  return line.slice(1).reduce((sum, point, index) => sum + distanceMiles(line[index]!, point), 0);
}

/**
 * Where a point lies against a polyline: how far it is from the nearest segment (km) and how far
 * along the line that nearest place is (km from the start). Each segment is flattened around its
 * own latitude, which is exact enough for the tens of kilometres between a road's towns.
 */
export function alongPolyline(point: LatLng, line: readonly LatLng[]): { offKm: number; alongKm: number } {
  let best = { offKm: Number.POSITIVE_INFINITY, alongKm: 0 };
  let travelled = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i]!;
    const b = line[i + 1]!;
    const scale = Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
    const bx = (b.lng - a.lng) * scale;
    const by = b.lat - a.lat;
    const px = (point.lng - a.lng) * scale;
    const py = point.lat - a.lat;
    const squared = bx * bx + by * by;
    const t = squared === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / squared));
    const nearest = { lat: a.lat + t * (b.lat - a.lat), lng: a.lng + t * (b.lng - a.lng) };
    const segment = km(a, b);
    const offKm = km(point, nearest);
    if (offKm < best.offKm) best = { offKm, alongKm: travelled + t * segment };
    travelled += segment;
  }
  return best;
}
