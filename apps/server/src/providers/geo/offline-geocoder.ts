import { countryName } from './country-names';
import { forwardGeocode } from './forward-geocode';
import { loadGazetteer } from './gazetteer';
import type { Geocoder } from './geocoder';
import { nameIndexOf } from './name-index';
import { reverseGeocode } from './reverse-geocode';

/**
 * The bundled gazetteer (GeoNames towns of 1000+ people): no network, well under a millisecond per
 * answer once loaded. The data loads on first use; preloadOfflineGeocoder() takes that hit early.
 */
export function createOfflineGeocoder(): Geocoder {
  return {
    name: 'offline-gazetteer',
    async reverse(lat, lng, language) {
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
      return reverseGeocode(loadGazetteer(), lat, lng, language);
    },
    async forward(query, language) {
      return forwardGeocode(loadGazetteer(), query, language);
    },
  };
}

/**
 * Loads and indexes everything the offline geocoder needs (about 0.5 s for the gazetteer and 0.4 s
 * for the name index, synchronous), e.g. at server start; returns how long each part took.
 */
export function preloadOfflineGeocoder(): { gazetteerMs: number; nameIndexMs: number } {
  const gazetteer = loadGazetteer();
  const started = performance.now();
  nameIndexOf(gazetteer);
  countryName('FR', 'en');
  return { gazetteerMs: gazetteer.loadMs, nameIndexMs: performance.now() - started };
}
