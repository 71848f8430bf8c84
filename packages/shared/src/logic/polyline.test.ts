import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline } from './polyline';

describe('encoded polylines', () => {
  it('matches the example in Google’s format documentation', () => {
    const points = [
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ];
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(points);
  });

  it('round-trips points on every side of the globe to 5 decimals', () => {
    const points = [
      { lat: -33.85678, lng: 151.21529 },
      { lat: 64.14658, lng: -21.94264 },
      { lat: 0, lng: 0 },
      { lat: -89.99999, lng: 179.99999 },
    ];
    expect(decodePolyline(encodePolyline(points))).toEqual(points);
  });

  it('stops at a malformed character instead of inventing points', () => {
    expect(decodePolyline('_p~iF~ps|U_ul')).toEqual([{ lat: 38.5, lng: -120.2 }]);
    expect(decodePolyline('')).toEqual([]);
  });
});
