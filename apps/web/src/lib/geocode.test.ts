import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardGeocodeResultSchema, type PlaceCandidate } from '@roamcast/shared/schemas/geocode';
import { envelope } from '../test/stand-ins';
import { candidateLine, forwardGeocode, needsChoice } from './geocode';

afterEach(() => {
  vi.unstubAllGlobals();
});

const lisbon: PlaceCandidate = {
  lat: 38.72509,
  lng: -9.1498,
  name: 'Lisbon, Lisbon, Portugal',
  label: 'Lisbon',
  region: 'Lisbon',
  country: 'Portugal',
  kind: 'town',
};
const lisbonOhio: PlaceCandidate = {
  lat: 40.77228,
  lng: -80.76813,
  name: 'Lisbon, Ohio, United States',
  label: 'Lisbon',
  region: 'Ohio',
  country: 'United States',
  kind: 'town',
};

function answering(data: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string) => envelope(data, status, status >= 400 ? 'No' : null));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('forwardGeocode', () => {
  it('returns the whole answer, candidates and all, and sends the listener position when there is one', async () => {
    const answer = {
      lat: lisbon.lat,
      lng: lisbon.lng,
      name: lisbon.name,
      kind: 'town',
      clear: false,
      candidates: [lisbon, lisbonOhio],
    };
    const fetchMock = answering(answer);
    const found = await forwardGeocode('Lisbon', 'pt', { lat: 40.4, lng: -80.5 });
    expect(forwardGeocodeResultSchema.parse(found)).toEqual(answer);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/geocode/forward?location=Lisbon&language=pt&nearLat=40.4&nearLng=-80.5',
    );
  });

  it('sends no position when there is none', async () => {
    const fetchMock = answering({ ...lisbon, clear: true, candidates: [lisbon] });
    await forwardGeocode('Lisbon', 'en', null);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/geocode/forward?location=Lisbon&language=en');
  });

  it('reads an answer without candidates as one clear match', async () => {
    answering({ lat: 38.7, lng: -9.1, name: 'Lisbon' });
    const found = forwardGeocodeResultSchema.parse(await forwardGeocode('Lisbon', 'en'));
    expect(found).toMatchObject({ lat: 38.7, lng: -9.1, name: 'Lisbon', clear: true, candidates: [] });
    expect(needsChoice(found)).toBe(false);
  });

  it('resolves null when nothing matches and rejects when the lookup fails', async () => {
    answering(null, 404);
    await expect(forwardGeocode('Nowhere', 'en')).resolves.toBeNull();
    answering(null, 500);
    await expect(forwardGeocode('Nowhere', 'en')).rejects.toThrow();
  });
});

describe('needsChoice', () => {
  const result = (clear: boolean, candidates: PlaceCandidate[]) =>
    forwardGeocodeResultSchema.parse({ lat: 0, lng: 0, name: 'x', kind: 'town', clear, candidates });

  it('asks only when the match is unclear and there is more than one place', () => {
    expect(needsChoice(result(false, [lisbon, lisbonOhio]))).toBe(true);
    expect(needsChoice(result(true, [lisbon, lisbonOhio]))).toBe(false);
    expect(needsChoice(result(false, [lisbon]))).toBe(false);
  });
});

describe('candidateLine', () => {
  it('joins label, region and country, skipping what is missing or repeats the part before', () => {
    expect(candidateLine(lisbonOhio)).toBe('Lisbon, Ohio, United States');
    expect(candidateLine(lisbon)).toBe('Lisbon, Portugal');
    expect(candidateLine({ ...lisbon, region: undefined, country: undefined, kind: 'country' })).toBe('Lisbon');
  });
});
