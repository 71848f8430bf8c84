import { localCityName } from '../geo/city-names';
import { loadGazetteer, type CityRecord } from '../geo/gazetteer';
import type { GazetteerPlace, PlaceFacts } from '../geo/place-facts';

let byId: Map<number, CityRecord> | undefined;

/**
 * The name news search should use: GDELT matches the English text of the world's news (it
 * translates what it indexes), so "Munich" finds more than "München" or "ミュンヘン". A district
 * (a section of a city) is searched by its city, whose news it shares.
 */
export function newsPlaceName(facts: PlaceFacts): string {
  const place = facts.place.featureCode.startsWith('PPLX') && facts.city ? facts.city : facts.place;
  return englishName(place);
}

function englishName(place: GazetteerPlace): string {
  // Places named by an online geocoder but unknown to the gazetteer have negative ids and keep their name.
  if (place.id <= 0) return place.name;
  byId ??= new Map(loadGazetteer().cities.map((city) => [city.cityId, city]));
  const record = byId.get(place.id);
  return record ? localCityName(record.cityId, record.name, 'en') : place.name;
}
