import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IN_SCRIPT as SCRIPT, jsonStrings } from '../pack-checks';
import { around, distance } from 'geokdbush';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { loadGazetteer } from '../../geo/gazetteer';
import { readLandmarkFiles, loadLandmarks } from './load-landmarks';
import type { LandmarkType } from './landmark-schema';
import { nearestLandmark } from './nearest-landmark';

const files = readLandmarkFiles();
const landmarks = files.flatMap((f) => f.landmarks);

/**
 * What a badly decoded or scraped source leaves in text: U+FFFD (bytes read in the wrong character
 * set), C0/C1 control characters, HTML entities ("&amp;", "&#39;") and markup tags ("<i>", "<br />").
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const NOT_PLAIN_TEXT = /\uFFFD|[\u0000-\u001F\u007F-\u009F]|&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);|<\/?[a-z][^<>]*>/iu;

/**
 * A landmark that names its city stands in that city: the nearest gazetteer point of that name in
 * that country is at most 25 km away (a metropolis's point can lie 15 km from a landmark at its edge:
 * Delhi's Qutb Minar, Beijing's Summer Palace, Mumbai's Gateway of India). Sites that spread over the
 * land around a city (an excavation, a park, a listed area, a natural site) may lie up to 40 km out,
 * as the Terracotta Army does from Xi'an.
 */
const CITY_KM = 25;
const CITY_KM_SPREAD = 40;
const SPREAD_TYPES = new Set<LandmarkType>(['archaeological_site', 'heritage_site', 'natural_site', 'park']);

describe('the landmark pack', () => {
  it('holds at least 1,000 landmarks, 50 of them natural sites, with unique ids', () => {
    expect(landmarks.length).toBeGreaterThanOrEqual(1000);
    expect(landmarks.filter((l) => l.type === 'natural_site').length).toBeGreaterThanOrEqual(50);
    const ids = landmarks.map((l) => l.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('reads the same at server start, without the schema check, as the checked read', () => {
    expect(readLandmarkFiles(undefined, { validate: false })).toEqual(files);
  });

  it('uses the Wikidata id as the id wherever it gives one', () => {
    for (const l of landmarks) if (l.wikidata || /^Q\d+$/u.test(l.id)) expect(l.id, l.names.en).toBe(l.wikidata);
  });

  it('writes every name in the script of its language', () => {
    const wrong = landmarks.flatMap((l) => {
      const names: Array<[string, string | undefined]> = [
        ...Object.entries(l.names),
        ...l.facts.flatMap((f) =>
          f.kind === 'person'
            ? Object.entries(f.names ?? {})
            : f.kind === 'legend'
              ? Object.entries(f.whoNames ?? {})
              : f.kind === 'food'
                ? Object.entries(f.dish)
                : [],
        ),
      ];
      return names
        .filter(([lang, name]) => name && !SCRIPT[lang as LanguageCode](name))
        .map(([lang, name]) => `${l.id} ${lang}: ${name}`);
    });
    expect(wrong).toEqual([]);
  });

  it('writes every string of every pack file as plain text', () => {
    const dir = new URL('./facts/', import.meta.url);
    const json = readdirSync(dir).filter((file) => file.endsWith('.json'));
    expect(json.length).toBe(files.length);
    const dirty = json.flatMap((file) =>
      jsonStrings(JSON.parse(readFileSync(new URL(file, dir), 'utf8')), file)
        .filter(([, text]) => NOT_PLAIN_TEXT.test(text))
        .map(([where, text]) => `${where}: ${text}`),
    );
    expect(dirty).toEqual([]);
    // The check itself catches what it is for.
    for (const bad of ['Sch\uFFFDnbrunn', 'Graz\u0096 Centre', 'Tom &amp; Jerry', 'l&#39;île', '<i>Trulli</i>'])
      expect(NOT_PLAIN_TEXT.test(bad), bad).toBe(true);
    for (const good of ['Schönbrunn', 'Graz – Historic Centre', 'Qal’at al-Bahrain', 'Auschwitz & Birkenau; 1945'])
      expect(NOT_PLAIN_TEXT.test(good), good).toBe(false);
  });

  it('places every landmark that claims a city within that city', () => {
    const gazetteer = loadGazetteer();
    const far = landmarks
      .filter((l) => l.city)
      .filter((l) => {
        const km = SPREAD_TYPES.has(l.type) ? CITY_KM_SPREAD : CITY_KM;
        const near = around(gazetteer.index, l.lng, l.lat, Infinity, km).map((i) => gazetteer.cities[i]!);
        return !near.some((c) => c.name === l.city && c.country === l.country);
      })
      .map((l) => `${l.id} (${l.city}, ${l.country})`);
    expect(far).toEqual([]);
    // The rule catches a landmark put in the wrong city or at the wrong coordinates.
    const stray = around(gazetteer.index, 2.2945, 48.8584, Infinity, CITY_KM).map((i) => gazetteer.cities[i]!);
    expect(stray.some((c) => c.name === 'Lyon' && c.country === 'FR')).toBe(false);
    expect(stray.some((c) => c.name === 'Paris' && c.country === 'FR')).toBe(true);
  });

  it('gives natural sites no city and every other landmark a country', () => {
    for (const l of landmarks) expect(l.country, l.id).toMatch(/^[A-Z]{2}$/u);
    const own = files.find((f) => f.file === 'natural-sites.json')?.landmarks ?? [];
    expect(own.filter((l) => l.city).map((l) => l.id)).toEqual([]);
  });

  it('gives every fact a source and no fact twice', () => {
    for (const l of landmarks) {
      for (const fact of l.facts)
        expect(fact.src, `${l.id} ${fact.kind}`).toMatch(/^(wikipedia|wikidata|unesco|official|page):/u);
      const keys = l.facts.map((f) => JSON.stringify({ ...f, src: undefined }));
      expect(new Set(keys).size, l.id).toBe(keys.length);
    }
  });

  it('keeps dates in order: a span ends after it starts, a record after it was set', () => {
    for (const l of landmarks) {
      for (const f of l.facts) {
        if (f.kind === 'date' && f.end !== undefined) expect(f.end, l.id).toBeGreaterThan(f.year);
        if (f.kind === 'record' && f.until !== undefined) expect(f.until, l.id).toBeGreaterThan(f.from);
      }
    }
  });

  it('covers six continents with hand-curated landmarks named in all ten languages', () => {
    const curated = files.filter((f) => f.file.startsWith('curated-')).flatMap((f) => f.landmarks);
    const full = curated.filter((l) => Object.keys(l.names).length === 10);
    expect(full.length).toBeGreaterThanOrEqual(150);
    const continents = new Set(
      full.map((l) =>
        l.lng < -30
          ? 'americas'
          : l.lat < -10 && l.lng > 110
            ? 'oceania'
            : l.lng > 60
              ? 'asia'
              : l.lat < 35 && l.lng > -20
                ? 'africa'
                : 'europe',
      ),
    );
    expect(continents.size).toBe(5);
    // The Americas are two continents: both have landmarks.
    expect(full.some((l) => l.lng < -30 && l.lat > 12)).toBe(true);
    expect(full.some((l) => l.lng < -30 && l.lat < 0)).toBe(true);
  });
});

describe('nearestLandmark', () => {
  it('finds the landmark under the listener, the smallest of those that reach the point', () => {
    const hit = nearestLandmark(48.8583, 2.2944)!;
    expect(hit.landmark.id).toBe('Q243');
    expect(hit.inside).toBe(true);
    expect(hit.distanceM).toBeLessThan(20);
    // The Colosseum stands inside the listing of Rome's historic centre; the Colosseum wins.
    expect(nearestLandmark(41.8905, 12.4925)!.landmark.id).toBe('Q10285');
  });

  it('reaches along a long bridge and not beyond a small square', () => {
    // 900 m from the Golden Gate Bridge's midpoint, still on its deck.
    expect(nearestLandmark(37.8118, -122.4776)!.landmark.id).toBe('Q44440');
    // 200 m east of the Grand-Place's centre is outside the square (120 m), though still near it.
    const square = nearestLandmark(50.8467, 4.3525 + 0.0028)!;
    expect(square.inside).toBe(false);
  });

  it('prefers a named landmark within 300 m to the heritage listing around it, and finds nothing at sea', () => {
    const pack = loadLandmarks();
    const eiffel = pack.landmarks.find((l) => l.id === 'Q243')!;
    // 250 m east of the tower's reach (150 m) but within 300 m.
    const lat = eiffel.lat;
    const lng = eiffel.lng + 0.0034;
    const hit = nearestLandmark(lat, lng)!;
    expect(distance(lng, lat, eiffel.lng, eiffel.lat) * 1000).toBeGreaterThan(150);
    expect(hit.landmark.id).toBe('Q243');
    expect(hit.inside).toBe(false);
    expect(hit.distanceM).toBeLessThanOrEqual(300);
    // At the Trocadéro, 600 m from the tower, the listing of the Seine's banks holds the point.
    expect(nearestLandmark(48.8625, 2.288)!.landmark.id).toBe('whc-600');
    expect(nearestLandmark(-48.8767, -123.3933)).toBeNull();
  });
});
