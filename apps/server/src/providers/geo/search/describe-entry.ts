import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { PlaceCandidate } from '@roamcast/shared/schemas/geocode';
import { localCityName } from '../city-names';
import { countryName } from '../country-names';
import { displayName, type NamePart } from '../display-name';
import { regionDisplayName } from '../region-names';
import type { SearchEntry, SearchIndex } from './search-index';

/** Leading articles a landmark's running-text name carries ("the Colosseum"), dropped in a label. */
const ARTICLE = /^(the|la|le|les|el|los|las|il|lo|gli|i|o|os|as|der|die|das)\s+/iu;

/** A landmark's name as a label: without its article, capitalised ("Colosseum", "Tour Eiffel"). */
export function landmarkLabel(names: Partial<Record<LanguageCode, string>> & { en: string }, language: LanguageCode) {
  const name = names[language] ?? names.en;
  const bare = name.replace(ARTICLE, '').replace(/^l[’']/iu, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** A search entry as the page shows it: its own name, its region and country, all in `language`. */
export function describeEntry(index: SearchIndex, entry: SearchEntry, language: LanguageCode): PlaceCandidate {
  const country = countryName(entry.country, language);
  const region = entry.adminCode
    ? (regionDisplayName(entry.country, entry.adminCode, language) ?? undefined)
    : undefined;
  const town = entry.city >= 0 ? index.gaz.cities[entry.city] : undefined;
  const townName: NamePart = town ? [localCityName(town.cityId, town.name, language), town.name] : null;
  let label: string;
  let parts: NamePart[];
  switch (entry.kind) {
    case 'landmark':
      label = landmarkLabel(index.pack.landmarks[entry.landmark]!.names, language);
      parts = [label, townName, region, country];
      break;
    case 'country':
      label = country;
      parts = [country];
      break;
    case 'region':
      label = region ?? country;
      parts = [region, country];
      break;
    default:
      label = (townName as readonly string[])[0]!;
      parts = [townName, region, country];
  }
  return {
    lat: entry.lat,
    lng: entry.lng,
    name: displayName(parts, language),
    label,
    ...(region && entry.kind !== 'region' ? { region } : {}),
    ...(entry.kind !== 'country' ? { country } : {}),
    kind: entry.kind,
  };
}
