import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { attachLandmark } from '../../knowledge/landmarks/attach-landmark';
import { composeNarration } from './compose-narration';
import { cleanFocus, focusTerms } from './deep-dive-focus';

const geocoder = createOfflineGeocoder();

async function deepDive(lat: number, lng: number, language: LanguageCode, focus: string, experience = 'deep_dive') {
  const facts = attachLandmark((await geocoder.reverse(lat, lng, language))!);
  return composeNarration({
    facts,
    theme: 'historical_facts',
    language,
    targetWords: 500,
    seed: 3,
    experience: experience as 'deep_dive',
    focus,
  }).text;
}

/** The first paragraph: where a deep dive answers its question. */
const opening = (text: string) => text.split('\n\n')[0]!;

describe('a deep dive follows the listener’s question', () => {
  it('tells the facts that answer it first: an event, a person', async () => {
    const lisbon = await deepDive(38.7139, -9.1394, 'en', 'the 1755 earthquake');
    expect(opening(lisbon)).toMatch(/(You asked about|want to know about) the 1755 earthquake/u);
    expect(opening(lisbon)).toMatch(/1755[^.]*earthquake/u);
    const bonn = await deepDive(50.7374, 7.0982, 'de', 'Beethoven');
    expect(opening(bonn)).toMatch(/Beethoven[^.]*\.[^]*Beethoven/u);
    const japanese = await deepDive(38.7139, -9.1394, 'ja', '1755年の地震');
    expect(opening(japanese)).toMatch(/1755年[^。]*地震/u);
  });

  it('says plainly when the offline knowledge holds nothing on it, then tells what it does hold', async () => {
    const rome = await deepDive(41.8902, 12.4922, 'en', 'the gladiators?');
    expect(opening(rome)).toMatch(/(notes hold nothing on|no record of) the gladiators/u);
    expect(rome).not.toMatch(/You asked about|want to know about/u);
    expect(rome).toContain('Colosseum');
    const spanish = await deepDive(41.8902, 12.4922, 'es', 'los gladiadores');
    expect(opening(spanish)).toMatch(/(no dicen nada sobre|sin conexión sobre) los gladiadores/u);
  });

  it('is a timed story like any other outside deep dives', async () => {
    const story = await deepDive(38.7139, -9.1394, 'en', 'the 1755 earthquake', 'explorer');
    expect(story).not.toContain('1755 earthquake;');
    expect(story).not.toMatch(/You asked about|want to know about|notes hold nothing on|no record of/u);
  });

  it('matches words by their stem and leaves out question words and the place’s own name', () => {
    expect(focusTerms('Tell me about the gladiators', 'en')).toEqual(['gladiato']);
    expect(focusTerms('el terremoto de 1755', 'es')).toEqual(['terremo', '1755']);
    expect(focusTerms('京都的寺庙', 'zh')).toEqual(['京都', '寺庙']);
    expect(focusTerms('1755年の地震', 'ja')).toEqual(['1755', '地震']);
    expect(cleanFocus('  {place} the\nbridge?  ')).toBe('place the bridge');
    expect(cleanFocus('x'.repeat(30) + ' ' + 'y'.repeat(70)).length).toBeLessThanOrEqual(80);
  });
});
