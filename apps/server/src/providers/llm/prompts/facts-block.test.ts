import { describe, expect, it } from 'vitest';
import { paris, sausalito, chinatown } from '../offline/place-facts-fixtures';
import { loadGazetteer } from '../../geo/gazetteer';
import { reverseGeocode } from '../../geo/reverse-geocode';
import { attachLandmark } from '../../knowledge/landmarks/attach-landmark';
import { describeFacts, factSources } from './facts-block';

/** The ways a prompt would carry a gazetteer population: as it is, or grouped in thousands. */
function populationForms(population: number): string[] {
  return [String(population), population.toLocaleString('en-US')];
}

describe('describeFacts', () => {
  it.each([
    ['Paris', paris],
    ['Sausalito', sausalito],
    ['Chinatown', chinatown],
  ])('hands the model no undated gazetteer population at %s, nor of its city or neighbours', (_name, make) => {
    const facts = make('en');
    const block = describeFacts(facts);
    const places = [facts.place, ...(facts.city ? [facts.city] : []), ...facts.neighbours];
    expect(places.some((p) => p.population)).toBe(true);
    for (const place of places.filter((p) => p.population && p.population >= 1000))
      for (const form of populationForms(place.population!))
        expect(block, `${place.name}: ${form}`).not.toContain(form);
    expect(block).not.toMatch(/population about/i);
    // Either no figure at all, or the town pack's count with its year and source.
    expect(block).toMatch(/state no population figure|Population of .+: about [\d,]+ in \d{4} \(source: Town pack: /u);
  });

  it('hands the model the landmarks within walking distance with their facts and sources, and lists them', () => {
    const facts = attachLandmark(reverseGeocode(loadGazetteer(), 50.0865, 14.4114, 'en')!);
    const block = describeFacts(facts);
    expect(block).toContain('Within walking distance:');
    expect(block).toMatch(/Landmark \d+ m (N|NE|E|SE|S|SW|W|NW) of the listener: the Old New Synagogue/u);
    expect(factSources(facts).some((s) => s.includes('Old New Synagogue'))).toBe(true);
  });

  it("hands the model the town pack's facts, each with its source, and lists those sources", () => {
    const facts = paris('en');
    const block = describeFacts(facts);
    expect(block).toContain('What Paris is known for');
    expect(block).toMatch(/- history: .+ \(source: Town pack: Wikipedia, “.+”\)/u);
    expect(block).toMatch(/Population of Paris: about [\d,]+ in \d{4}/u);
    expect(factSources(facts).filter((s) => s.startsWith('Town pack: '))).not.toHaveLength(0);
  });

  it('gives a dated count with its year and source, and lists the source', () => {
    const facts = paris('en');
    // A made-up count: the test is about how a count is handed over, not about Paris.
    const population = { value: 1_234_567, year: 2020, source: 'wikidata:Q90#P1082' };
    const block = describeFacts(facts, population);
    expect(block).toContain('Population of Paris: about 1,234,567 in 2020 (source: wikidata:Q90#P1082)');
    expect(block).not.toContain('state no population figure');
    expect(factSources(facts, population)).toContain('wikidata:Q90#P1082');
    expect(factSources(facts)).not.toContain('wikidata:Q90#P1082');
  });
});
