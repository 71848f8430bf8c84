import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { createFormatter } from './format';
import { LANGUAGE_PACKS } from './lang/packs';
import { namedAfter, placeVars, withSayableNeighbours } from './place-vars';

const geocoder = createOfflineGeocoder();
const varsAt = async (lat: number, lng: number) => {
  const facts = (await geocoder.reverse(lat, lng, 'en'))!;
  const lexicon = LANGUAGE_PACKS.en.lexicon;
  return { facts, vars: placeVars(facts, createFormatter('en', lexicon, 'UTC'), lexicon) };
};

describe('placeVars', () => {
  it('does not name a region that bears its town’s name ("Plovdiv, in Plovdiv")', async () => {
    const { facts, vars } = await varsAt(42.1354, 24.7453);
    expect(facts.place.name).toBe('Plovdiv');
    expect(facts.region).toBe('Plovdiv');
    expect(vars.region).toBeUndefined();
  });

  it('does not name a region named after its town with an administrative word, in any script', () => {
    expect(namedAfter('北京市', '北京')).toBe(true);
    expect(namedAfter('서울특별시', '서울')).toBe(true);
    expect(namedAfter('京都府', '京都')).toBe(true);
    expect(namedAfter('محافظة القاهرة', 'القاهرة')).toBe(true);
    expect(namedAfter('Land Berlin', 'Berlin')).toBe(true);
    expect(namedAfter('Auvergne-Rhône-Alpes', 'Lyon')).toBe(false);
    expect(namedAfter('Valencian Community', 'Valencia')).toBe(false);
    expect(namedAfter('広島県', '島')).toBe(false);
  });

  it('says a capital is the capital of its country, but not a city-state of itself', async () => {
    const near = async (lat: number, lng: number) => {
      const { facts, vars } = await varsAt(lat, lng);
      expect(facts.city?.featureCode, `${facts.place.name} near ${facts.city?.name}`).toBe('PPLC');
      return vars.cityCapital;
    };
    expect(await near(48.8397, 2.2399)).toBe('Paris'); // Boulogne-Billancourt
    expect(await near(52.45, 13.3)).toBe('Berlin'); // Lichterfelde
    // Central, in Hong Kong: a territory's city is not "the capital of Hong Kong".
    expect(await near(22.2819, 114.1582)).toBeUndefined();
  });

  it('names any other region', async () => {
    const { vars } = await varsAt(45.764, 4.8357);
    expect(vars.region).toMatch(/Auvergne/u);
  });
});

describe('withSayableNeighbours', () => {
  it('leaves out a neighbour so near it would be said as 0 km away (Marseille 02 from Les Grands Carmes)', async () => {
    const facts = (await geocoder.reverse(43.2965, 5.3698, 'fr'))!;
    expect(facts.neighbours.some((n) => n.distanceKm < 0.5)).toBe(true);
    const told = withSayableNeighbours(facts, 'fr').neighbours;
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((n) => n.distanceKm >= 0.5)).toBe(true);
  });
});
