import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../geo/gazetteer';
import { reverseGeocode } from '../../geo/reverse-geocode';
import { attachLandmark } from './attach-landmark';

describe('attachLandmark', () => {
  it('keeps the landmark the offline geocoder attached, and adds it to facts that came without one', () => {
    const facts = reverseGeocode(loadGazetteer(), 48.8584, 2.2945, 'fr')!;
    expect(facts.landmark?.landmark.id).toBe('Q243');
    expect(attachLandmark(facts).landmark).toBe(facts.landmark);
    const { landmark: _dropped, ...online } = facts;
    expect(attachLandmark(online).landmark).toEqual(facts.landmark);
  });

  it('adds the named landmarks within walking distance, nearest first, without the one underfoot', () => {
    // At the Charles Bridge: the Old Town Square lies about 700 m east, Prague Castle under 1 km north-west.
    const facts = attachLandmark(reverseGeocode(loadGazetteer(), 50.0865, 14.4114, 'de')!);
    const nearby = facts.nearby ?? [];
    expect(nearby.length).toBeGreaterThan(1);
    expect(nearby.map((n) => n.landmark.id)).not.toContain(facts.landmark?.landmark.id);
    for (const n of nearby) {
      expect(n.distanceM).toBeLessThanOrEqual(1_200);
      expect(n.landmark.names.de).toBeTruthy();
      expect(n.landmark.listing).toBeFalsy();
    }
    const distances = nearby.map((n) => n.distanceM);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const byId = new Map(nearby.map((n) => [n.landmark.id, n]));
    expect(byId.get('old-town-square-prague')?.bearing).toBe('E');
    expect(byId.get('prague-castle')?.bearing).toBe('NW');
  });

  it('adds none in a language that has no name for it', () => {
    // The Angkor National Museum is named in English only.
    const en = reverseGeocode(loadGazetteer(), 13.3666, 103.8599, 'en')!;
    expect(attachLandmark({ ...en, landmark: undefined }).landmark?.landmark.id).toBe('angkor-national-museum');
    const ko = reverseGeocode(loadGazetteer(), 13.3666, 103.8599, 'ko')!;
    expect(ko.landmark).toBeUndefined();
    expect(attachLandmark(ko).landmark).toBeUndefined();
  });
});
