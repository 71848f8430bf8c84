import { MAP_ZOOM } from '@roamcast/shared/catalog/constants';
import type { MapsEmbedBody } from '@roamcast/shared/schemas/places';
import { badRequest } from '../../http/errors';

interface Point {
  lat: number;
  lng: number;
}

/** The Google Maps Embed API with a key; an OpenStreetMap embed without one, which needs coordinates. */
export function buildEmbedUrl(body: MapsEmbedBody, key: string | null): string {
  const zoom = body.zoom ?? (body.mode === 'place' ? MAP_ZOOM.placeEmbed : MAP_ZOOM.default);
  const point = body.lat !== undefined && body.lng !== undefined ? { lat: body.lat, lng: body.lng } : null;
  return key ? googleEmbedUrl(body, key, zoom, point) : openStreetMapEmbedUrl(body, zoom, point);
}

function googleEmbedUrl(body: MapsEmbedBody, key: string, zoom: number, point: Point | null): string {
  const params = new URLSearchParams({ key });
  const center = point ? `${point.lat},${point.lng}` : null;
  if (body.mode === 'place') {
    params.set('q', body.placeId ? `place_id:${body.placeId}` : (body.q ?? center!));
  } else if (body.mode === 'directions') {
    params.set('origin', body.origin!);
    params.set('destination', body.destination!);
  } else if (body.mode === 'search') {
    params.set('q', body.q!);
  }
  if (center && body.mode !== 'directions') params.set('center', center);
  if (body.mode !== 'directions') params.set('zoom', String(zoom));
  return `https://www.google.com/maps/embed/v1/${body.mode}?${params}`;
}

/** "37.8,-122.4" as typed into origin/destination; place names cannot be placed without a geocoder call. */
function parsePoint(text: string | undefined): Point | null {
  const match = text?.match(/^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

const round = (value: number) => Number(value.toFixed(6));
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

function openStreetMapEmbedUrl(body: MapsEmbedBody, zoom: number, point: Point | null): string {
  const from = body.mode === 'directions' ? parsePoint(body.origin) : null;
  const to = body.mode === 'directions' ? parsePoint(body.destination) : null;
  const marker = to ?? point;
  if (!marker) {
    const what = body.mode === 'place' ? 'this place' : 'this map';
    throw badRequest(`Coordinates are needed to show ${what} without a Google Maps key`, 'coordinates_required');
  }
  // A 256 px tile spans 360/2^zoom degrees of longitude; the box is about 2.4 tiles wide, 3:4 high.
  const halfWidth = (1.2 * 360) / 2 ** zoom;
  const halfHeight = halfWidth * 0.75 * Math.cos((marker.lat * Math.PI) / 180);
  const corners = from && to ? [from, to] : [marker];
  const minLat = Math.min(...corners.map((p) => p.lat)) - halfHeight;
  const maxLat = Math.max(...corners.map((p) => p.lat)) + halfHeight;
  const minLng = Math.min(...corners.map((p) => p.lng)) - halfWidth;
  const maxLng = Math.max(...corners.map((p) => p.lng)) + halfWidth;
  const bbox = [clamp(minLng, 180), clamp(minLat, 85), clamp(maxLng, 180), clamp(maxLat, 85)].map(round).join(',');
  const markerParam = body.mode === 'view' ? '' : `&marker=${round(marker.lat)},${round(marker.lng)}`;
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik${markerParam}`;
}
