import { countryName } from './country-names';
import { loadGazetteer } from './gazetteer';
import type { Geocoder } from './geocoder';
import { reverseGeocode } from './reverse-geocode';
import { searchIndexOf } from './search/search-index';
import { searchPlaces } from './search/search-places';

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
    async forward(query, language, options) {
      return searchPlaces(loadGazetteer(), query, language, options);
    },
  };
}

/**
 * Loads the gazetteer the reverse geocoder needs (about half a second, synchronous), e.g. at server
 * start; returns how long it took.
 */
export function preloadOfflineGeocoder(): { gazetteerMs: number } {
  const gazetteer = loadGazetteer();
  countryName('FR', 'en');
  return { gazetteerMs: gazetteer.loadMs };
}

/**
 * Builds the forward search's index (names of every town, landmark, country and region in every
 * language; about a second, synchronous): call it once the server listens, so that start-up stays
 * quick and the first search does not wait for it.
 */
export function preloadPlaceSearch(): { searchIndexMs: number } {
  const started = performance.now();
  searchIndexOf(loadGazetteer());
  return { searchIndexMs: performance.now() - started };
}
