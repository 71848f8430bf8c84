import { PLACE_ID_PREFIXES, PLACE_MODAL } from '../catalog/constants';
import { distanceMeters, type LatLng } from './geo-distance';

/** Only ids from the maps service (ChIJ, Ei, Gf) have details to show (SPEC §2, §5). */
export function hasPlaceDetails(placeId: string): boolean {
  return PLACE_ID_PREFIXES.some((prefix) => placeId.startsWith(prefix));
}

/**
 * A place marker opens details only for a maps-service id and within 1000 m of the current
 * location (SPEC §5). Without a known location the distance cannot be checked, so it stays closed.
 */
export function isPlaceMarkerClickable(place: LatLng & { placeId: string }, position: LatLng | null): boolean {
  if (!position || !hasPlaceDetails(place.placeId)) return false;
  return distanceMeters(position, place) <= PLACE_MODAL.markerRadiusMeters;
}
