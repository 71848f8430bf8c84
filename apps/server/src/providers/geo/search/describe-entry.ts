import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { PlaceCandidate } from '@roamcast/shared/schemas/geocode';
import { localCityName } from '../city-names';
import { countryName } from '../country-names';
import { displayName, type NamePart } from '../display-name';
import { regionDisplayName } from '../region-names';
import type { Landmark } from '../../knowledge/landmarks/landmark-schema';
import { landmarkTitle } from '../../knowledge/landmarks/landmark-title';
import type { SearchEntry, SearchIndex } from './search-index';

/** A landmark's name as a label: the place name without its article, else its English (or listing) name. */
function landmarkLabel(landmark: Landmark, language: LanguageCode): string {
  return (
    landmarkTitle(landmark, language) ?? landmarkTitle(landmark, 'en') ?? landmark.names[language] ?? landmark.names.en
  );
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
      label = landmarkLabel(index.pack.landmarks[entry.landmark]!, language);
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
      if (entry.names) {
        label = entry.names[language] ?? entry.names.en;
        parts = [[label, entry.names.en], townName, region, country];
        break;
      }
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
