import { describe, expect, it } from 'vitest';
import { hasPlaceDetails, isPlaceMarkerClickable } from './place-marker-rule';

const here = { lat: 38.7223, lng: -9.1393 };
// 0.009 degrees of latitude is about 1001 m; 0.0089 about 990 m.
const place = (placeId: string, dLat: number) => ({ placeId, lat: here.lat + dLat, lng: here.lng, name: 'Sé' });

describe('hasPlaceDetails', () => {
  it('accepts ids beginning ChIJ, Ei or Gf, case-sensitively', () => {
    expect(hasPlaceDetails('ChIJ0X31pIK3GA0RkC7bGbBZk6Q')).toBe(true);
    expect(hasPlaceDetails('EiRSdWEgQXVndXN0YQ')).toBe(true);
    expect(hasPlaceDetails('GfPlace123')).toBe(true);
    expect(hasPlaceDetails('chij0X31pIK3GA0')).toBe(false);
    expect(hasPlaceDetails('osm-node-123')).toBe(false);
    expect(hasPlaceDetails('xChIJ')).toBe(false);
    expect(hasPlaceDetails('')).toBe(false);
  });
});

describe('isPlaceMarkerClickable', () => {
  it('is clickable for a maps-service id within 1000 m', () => {
    expect(isPlaceMarkerClickable(place('ChIJnear', 0.0089), here)).toBe(true);
    expect(isPlaceMarkerClickable(place('Einear', 0), here)).toBe(true);
  });

  it('is not clickable beyond 1000 m', () => {
    expect(isPlaceMarkerClickable(place('ChIJfar', 0.009), here)).toBe(false);
  });

  it('is not clickable for other ids, however near', () => {
    expect(isPlaceMarkerClickable(place('wiki-12345', 0), here)).toBe(false);
  });

  it('is not clickable while the location is unknown', () => {
    expect(isPlaceMarkerClickable(place('ChIJnear', 0), null)).toBe(false);
  });
});
