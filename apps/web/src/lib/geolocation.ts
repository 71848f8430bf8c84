import { GEOLOCATION_OPTIONS } from '@roamcast/shared/catalog/constants';

/** i18n keys of SPEC §8's location messages. */
export type LocationErrorKey =
  | 'location.permissionDenied'
  | 'location.unavailable'
  | 'location.timeout'
  | 'location.failed'
  | 'location.unsupported';

export class LocationError extends Error {
  override name = 'LocationError';

  constructor(readonly key: LocationErrorKey) {
    super(key);
  }
}

export interface Coordinates {
  lat: number;
  lng: number;
}

function keyForCode(code: number): LocationErrorKey {
  if (code === 1) return 'location.permissionDenied';
  if (code === 2) return 'location.unavailable';
  if (code === 3) return 'location.timeout';
  return 'location.failed';
}

/** One fresh, high-accuracy fix (10 s timeout, no cached position); failures carry the spec's message key. */
export function getCurrentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new LocationError('location.unsupported'));
      return;
    }
    try {
      geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        (error) => reject(new LocationError(keyForCode(error?.code ?? 0))),
        { ...GEOLOCATION_OPTIONS },
      );
    } catch {
      reject(new LocationError('location.failed'));
    }
  });
}

/** Coordinates to 4 decimals: the place name when reverse geocoding fails (SPEC §4). */
export function coordinatesLabel({ lat, lng }: Coordinates): string {
  return `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}
