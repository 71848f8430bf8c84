import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../geo/gazetteer';
import { reverseGeocode } from '../../geo/reverse-geocode';
import { attachLandmark } from './attach-landmark';

describe('attachLandmark', () => {
  it('keeps the landmark the offline geocoder attached, and adds it to facts that came without one', () => {
    const facts = reverseGeocode(loadGazetteer(), 48.8584, 2.2945, 'fr')!;
    expect(facts.landmark?.landmark.id).toBe('Q243');
    expect(attachLandmark(facts)).toBe(facts);
    const { landmark: _dropped, ...online } = facts;
    expect(attachLandmark(online).landmark).toEqual(facts.landmark);
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
