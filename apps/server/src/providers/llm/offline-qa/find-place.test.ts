import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import type { PlaceFacts } from '../../geo/place-facts';
import { classifyQuestion } from './classify-question';
import { findNamedPlace, findPackTown } from './find-place';

let paris: PlaceFacts;
let goldenGate: PlaceFacts;

beforeAll(async () => {
  const geocoder = createOfflineGeocoder();
  paris = (await geocoder.reverse(48.8584, 2.2945, 'en'))!;
  goldenGate = (await geocoder.reverse(37.8199, -122.4783, 'ja'))!;
});

describe('findNamedPlace', () => {
  it('finds neighbours whatever the case, accents and hyphens', () => {
    expect(findNamedPlace('is ISSY LES MOULINEAUX far?', paris)).toMatchObject({
      role: 'neighbour',
      place: { name: 'Issy-les-Moulineaux' },
    });
    expect(findNamedPlace('¿Dónde está Neuilly sur Seine?', paris)?.place.name).toBe('Neuilly-sur-Seine');
  });

  it('finds the place by its name in another language, from the city name tables', () => {
    expect(findNamedPlace('パリの中心まで何キロ？', paris)).toMatchObject({ role: 'place', place: { name: 'Paris' } });
    expect(findNamedPlace('How far is San Francisco?', goldenGate)).toMatchObject({
      role: 'place',
      place: { name: 'サンフランシスコ' },
    });
  });

  it('finds a Latin name against kana or hangul, but not inside a longer Latin word', () => {
    // The facts name it in Japanese (from geo/names); the question may still use its Latin name.
    expect(findNamedPlace('Sausalitoまでどのくらい？', goldenGate)?.place.name).toBe('サウサリト');
    expect(findNamedPlace('Tiburon까지 얼마나 멀어요?', goldenGate)?.place.name).toBe('ティブロン');
    expect(findNamedPlace('Are the Vanvesians friendly?', paris)).toBeNull();
  });

  it('prefers the longest name the question holds', () => {
    expect(findNamedPlace('How far is Marin City?', goldenGate)?.place.name).toBe('マリン・シティ');
  });
});

describe('classifyQuestion', () => {
  it('anchors keywords at word starts, and at word ends where marked', () => {
    expect(classifyQuestion('Who built this?', 'en').has('history')).toBe(true);
    expect(classifyQuestion('Tell me the whole thing', 'en').has('history')).toBe(false);
    expect(classifyQuestion('What is the population?', 'en').has('population')).toBe(true);
  });

  it('puts the sun before the clock: "what time is sunset?" is about the sun', () => {
    expect([...classifyQuestion('What time is sunset?', 'en')][0]).toBe('sun');
    expect([...classifyQuestion('日の入りは何時ですか？', 'ja')]).toEqual(['sun', 'clock']);
    expect([...classifyQuestion('今何時？', 'ja')]).toEqual(['clock']);
  });

  it('reads keywords in every script', () => {
    expect(classifyQuestion('这里有多少人口？', 'zh').has('population')).toBe(true);
    expect(classifyQuestion('근처에 어떤 마을이 있나요?', 'ko').has('neighbours')).toBe(true);
    expect(classifyQuestion('في أي بلد نحن؟', 'ar').has('country')).toBe(true);
    expect(classifyQuestion('Wer hat die Brücke entworfen?', 'de').has('history')).toBe(true);
  });
});

describe('findPackTown', () => {
  it('finds an Arabic name as a word, with the prefixes Arabic attaches, never inside another word', () => {
    const cannes = findPackTown('ماذا آكل في كان؟');
    expect(cannes).not.toBeNull();
    expect(findPackTown('وفي كان؟')).toBe(cannes);
    expect(findPackTown('ماذا آكل بكان؟')).toBe(cannes);
    // "المكان" (the place) holds the letters of كان (Cannes) but is another word.
    expect(findPackTown('متى بني هذا المكان؟')).toBeNull();
    expect(findPackTown('كم سكان هذه المدينة؟')).toBeNull();
  });
});
