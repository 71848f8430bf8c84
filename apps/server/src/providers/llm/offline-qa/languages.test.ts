import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { createOfflineAnswerer } from './create-offline-answerer';
import { splitSentences } from './narration-lookup';

/** Noon in San Francisco (PDT) on 1 June 2025: sunrise 5:49 AM, sunset 8:27 PM at the Golden Gate (20:26:36 PDT). */
const JUNE_FIRST = new Date('2025-06-01T19:00:00Z');
const answerer = createOfflineAnswerer({ now: () => JUNE_FIRST });
const geocoder = createOfflineGeocoder();

interface Case {
  overview: string;
  sunset: string;
  population: string;
  distance: string;
  /**
   * The country as the answer says it, the sunset time as the language reads it, and GeoNames' undated
   * 864,816 rounded, which is never said: a population comes with the year of its count.
   */
  country: string;
  time: string;
  people: string;
  km: string;
  /** What this language's text has: its script, or its commonest words. */
  own: RegExp;
}

/** Any of these words, whole and in any case. */
const words = (list: string) => new RegExp(`(?<!\\p{L})(${list.split(' ').join('|')})(?!\\p{L})`, 'iu');
const number = (language: LanguageCode) => new Intl.NumberFormat(language).format(865_000);

const CASES: Record<LanguageCode, Case> = {
  en: {
    overview: 'Tell me about this place',
    sunset: 'When does the sun go down?',
    population: 'How many people live here?',
    distance: 'How far is Sausalito?',
    country: 'the United States',
    time: '8:27 PM',
    people: number('en'),
    km: '4.4',
    own: words('the is of and'),
  },
  es: {
    overview: 'Háblame de este lugar',
    sunset: '¿A qué hora es la puesta de sol?',
    population: '¿Cuántos habitantes tiene?',
    distance: '¿A qué distancia está Sausalito?',
    country: 'Estados Unidos',
    time: '20:27',
    people: number('es'),
    km: '4,4',
    own: words('el la las los se y en'),
  },
  fr: {
    overview: 'Parlez-moi de cet endroit',
    sunset: 'À quelle heure se couche le soleil ?',
    population: 'Combien d’habitants y a-t-il ?',
    distance: 'À quelle distance se trouve Sausalito ?',
    country: 'États-Unis',
    time: '20 h 27',
    people: number('fr'),
    km: '4,4',
    own: words('le la les et est du à'),
  },
  de: {
    overview: 'Erzählen Sie mir etwas über diesen Ort',
    sunset: 'Wann ist Sonnenuntergang?',
    population: 'Wie viele Einwohner hat die Stadt?',
    distance: 'Wie weit ist es nach Sausalito?',
    country: 'Vereinigten Staaten',
    time: '20:27 Uhr',
    people: number('de'),
    km: '4,4',
    own: words('der die das und ist hat von man'),
  },
  it: {
    overview: 'Parlami di questo posto',
    sunset: 'A che ora tramonta il sole?',
    population: 'Quanti abitanti ci sono?',
    distance: 'Quanto dista Sausalito?',
    country: 'Stati Uniti',
    time: '20:27',
    people: number('it'),
    km: '4,4',
    own: words('il i di alle è a'),
  },
  pt: {
    overview: 'Fale sobre este lugar',
    sunset: 'A que horas é o pôr do sol?',
    population: 'Quantos habitantes tem?',
    distance: 'Qual a distância até Sausalito?',
    country: 'Estados Unidos',
    time: '20h27',
    people: number('pt'),
    km: '4,4',
    own: words('o às em é'),
  },
  ja: {
    overview: 'この場所について教えて',
    sunset: '日の入りは何時ですか？',
    population: '人口は何人ですか？',
    distance: 'Sausalitoまでどのくらい離れていますか？',
    country: 'アメリカ合衆国',
    time: '午後8時27分',
    people: '86.5万',
    km: '4.4',
    own: /\p{Script=Hiragana}/u,
  },
  zh: {
    overview: '介绍一下这个地方',
    sunset: '今天几点日落？',
    population: '这里有多少人口？',
    distance: 'Sausalito有多远？',
    country: '美国',
    time: '晚上8点27分',
    people: '86.5万',
    km: '4.4',
    own: /\p{Script=Han}/u,
  },
  ko: {
    overview: '이곳에 대해 알려 주세요',
    sunset: '해가 몇 시에 지나요?',
    population: '인구는 몇 명인가요?',
    distance: 'Sausalito까지 얼마나 멀어요?',
    country: '미국',
    time: '오후 8시 27분',
    people: '86.5만',
    km: '4.4',
    own: /\p{Script=Hangul}/u,
  },
  ar: {
    overview: 'أخبرني عن هذا المكان',
    sunset: 'متى تغرب الشمس؟',
    population: 'كم عدد السكان هنا؟',
    distance: 'كم يبعد Sausalito؟',
    country: 'الولايات المتحدة',
    time: '8:27 مساءً',
    people: '865,000',
    km: '4.4',
    own: /\p{Script=Arabic}/u,
  },
};

/** Letters outside the place names, so a Latin "Sausalito" does not count against Arabic. */
function letters(text: string, names: string[]): string[] {
  const bare = names.reduce((rest, name) => rest.split(name).join(' '), text);
  return bare.match(/\p{L}/gu) ?? [];
}

describe.each(Object.entries(CASES) as Array<[LanguageCode, Case]>)('offline answers in %s', (language, c) => {
  it('answers overview, sunset, population and distance in its own language, in two to four sentences', async () => {
    const facts = (await geocoder.reverse(37.8199, -122.4783, language))!;
    const english = (await geocoder.reverse(37.8199, -122.4783, 'en'))!;
    const sausalitoId = english.neighbours.find((n) => n.name === 'Sausalito')!.id;
    const sausalito = facts.neighbours.find((n) => n.id === sausalitoId)!;
    const names = [facts.place.name, facts.region ?? '', ...facts.neighbours.map((n) => n.name), 'GeoNames'];
    const ask = async (question: string) => {
      const { answer } = await answerer.answer({ question, language, facts });
      const count = splitSentences(answer).length;
      expect(count, answer).toBeGreaterThanOrEqual(2);
      expect(count, answer).toBeLessThanOrEqual(4);
      expect(answer, answer).toMatch(c.own);
      const own = letters(answer, names);
      if (language === 'zh') expect(answer).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
      if (language === 'ar')
        expect(
          own.every((l) => /\p{Script=Arabic}/u.test(l)),
          answer,
        ).toBe(true);
      if (language === 'ko')
        expect(
          own.every((l) => /\p{Script=Hangul}/u.test(l)),
          answer,
        ).toBe(true);
      return answer;
    };

    const overview = await ask(c.overview);
    expect(overview).toContain(facts.place.name);
    expect(overview).toContain(c.country);
    expect(await ask(c.sunset)).toContain(c.time);
    const population = await ask(c.population);
    expect(population).not.toContain(c.people);
    expect(population).toContain(facts.place.name);
    const distance = await ask(c.distance);
    expect(distance).toContain(sausalito.name);
    expect(distance).toContain(c.km);
  });
});
