import { describe, expect, it } from 'vitest';
import type { SharedTour } from '../schemas/tour';
import { decodeSharedTour, encodeSharedTour } from './tour-codec';

// The shared package is typed without Node's globals; the tests run in Node and borrow its Buffer
// as the reference codec.
declare const Buffer: {
  from(value: string | number[], encoding?: 'utf8'): { toString(encoding: 'base64'): string };
};

const tour: SharedTour = {
  name: 'Kyoto 京都 & Zürich — café crawl 🍵',
  theme: 'food_culture',
  waypoints: [
    { lat: 35.0116, lng: 135.7681, name: '清水寺', narrationText: 'Ein Café über der Stadt.' },
    { lat: 47.3769, lng: 8.5417, name: 'القاهرة', audioUrl: '/api/narrations/x/audio', photoUrls: ['/a.jpg'] },
  ],
};

// What Node's own codec makes of the same JSON: the reference the hand-written one must match.
const standardBase64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('tour codec', () => {
  it('round-trips a tour with text in many scripts and emoji', () => {
    expect(decodeSharedTour(encodeSharedTour(tour))).toEqual(tour);
  });

  it('writes URL-safe base64 without padding, byte for byte the same as standard base64', () => {
    for (const name of ['a', 'ab', 'abc', 'Zürich ~~~ ???>>>']) {
      const value = { name, waypoints: [] };
      const encoded = encodeSharedTour(value);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(encoded).toBe(standardBase64(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
    }
  });

  it('reads standard base64 with + / and padding, and a + that became a space', () => {
    const value = { name: 'Zürich ~~~ ???>>>', waypoints: [{ lat: 1, lng: 2 }] };
    const standard = standardBase64(value);
    expect(standard).toMatch(/[+/=]/);
    expect(decodeSharedTour(standard)).toEqual(value);
    expect(decodeSharedTour(standard.replace(/\+/g, ' '))).toEqual(value);
  });

  it('refuses text that is not base64, not JSON, or not a tour', () => {
    expect(decodeSharedTour('%%%')).toBeNull();
    expect(decodeSharedTour('')).toBeNull();
    expect(decodeSharedTour(Buffer.from('not json').toString('base64'))).toBeNull();
    expect(decodeSharedTour(standardBase64({ name: '', waypoints: [] }))).toBeNull();
    expect(decodeSharedTour(standardBase64({ name: 'x', waypoints: [{ lat: 95, lng: 0 }] }))).toBeNull();
    // Bytes that are not UTF-8 (a lone continuation byte).
    expect(decodeSharedTour(Buffer.from([0x80, 0x81]).toString('base64'))).toBeNull();
  });

  it('refuses to encode what is not a tour', () => {
    expect(() => encodeSharedTour({ name: '', waypoints: [] })).toThrow();
  });
});
