import type { GooglePlacesClient, NearbyPlace, NearbyPlacePhoto } from '../places/google-places-client';
import type { NearbyPhoto, PhotoSource } from './photo-source';
import { stripHtml } from './strip-html';

export interface GooglePlacesPhotoSourceOptions {
  /** The server-side Places client: the key stays inside it and never reaches a URL we hand out. */
  client: Pick<GooglePlacesClient, 'nearby'>;
  radiusMeters?: number;
  /** The width our photo proxy is asked for; Google serves up to 1600. */
  maxWidth?: number;
}

/** The same rule as our photo route's: anything else would give a URL that answers 400. */
const SERVABLE_REFERENCE = /^[A-Za-z0-9_-]{10,2048}$/;

/** The first http(s) link among the attributions (usually the contributor's Google Maps profile). */
function attributionLink(htmlAttributions: string[]): string | null {
  for (const html of htmlAttributions) {
    const href = html.match(/<a\s[^>]*href\s*=\s*["']([^"']+)["']/i)?.[1];
    if (!href) continue;
    const decoded = href.replace(/&amp;/gi, '&');
    try {
      const url = new URL(decoded);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
    } catch {
      // Not a URL: try the next attribution.
    }
  }
  return null;
}

function toPhoto(place: NearbyPlace, photo: NearbyPlacePhoto, maxWidth: number): NearbyPhoto {
  const proxied = `/api/places/photo/${photo.photoReference}?maxwidth=${maxWidth}`;
  const scale = photo.width > maxWidth ? maxWidth / photo.width : 1;
  const credit = photo.htmlAttributions.map(stripHtml).filter(Boolean).join(', ');
  return {
    // One URL for both, so a photo costs one Google call and one blob, whichever the page loads.
    url: proxied,
    thumbUrl: proxied,
    width: Math.round(photo.width * scale),
    height: Math.round(photo.height * scale),
    title: place.name || 'Google Maps photo',
    credit: credit || 'Google Maps',
    license: 'Google Maps',
    sourceUrl:
      attributionLink(photo.htmlAttributions) ??
      `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(place.placeId)}`,
  };
}

/**
 * Google Places Nearby Search: the first photo of each prominent place around a position, served to
 * browsers through our /api/places/photo proxy (cached, cost-logged, keyed server-side).
 */
export function createGooglePlacesPhotoSource(options: GooglePlacesPhotoSourceOptions): PhotoSource {
  const radiusMeters = options.radiusMeters ?? 300;
  const maxWidth = options.maxWidth ?? 1280;
  return {
    name: 'google',
    async photosNear(lat, lng, limit) {
      if (limit <= 0) return [];
      try {
        const places = await options.client.nearby(lat, lng, radiusMeters);
        const seen = new Set<string>();
        const photos: NearbyPhoto[] = [];
        // One photo per place first, so the list shows several places rather than one place several times.
        for (let round = 0; photos.length < limit; round++) {
          const candidates = places.filter((place) => place.photos.length > round);
          if (candidates.length === 0) break;
          for (const place of candidates) {
            const photo = place.photos[round]!;
            if (!SERVABLE_REFERENCE.test(photo.photoReference) || seen.has(photo.photoReference)) continue;
            seen.add(photo.photoReference);
            photos.push(toPhoto(place, photo, maxWidth));
            if (photos.length >= limit) break;
          }
        }
        return photos;
      } catch {
        // Narration goes on without photos; nothing is logged, so no request URL (with its key) ever is.
        return [];
      }
    },
  };
}
