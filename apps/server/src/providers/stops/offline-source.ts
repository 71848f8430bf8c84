import { around } from 'geokdbush';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import { GAZETTEER_SOURCE, latOf, lngOf, loadGazetteer } from '../geo/gazetteer';
import { loadLandmarks, type LandmarkPack } from '../knowledge/landmarks/load-landmarks';
import type { Landmark } from '../knowledge/landmarks/landmark-schema';
import type { StopCandidate, StopSource } from './stop-source';
import { interestsOf } from './theme-interests';

// Running-text names carry their article ("the Eiffel Tower", "la tour Eiffel"); a stop's title does not.
const ARTICLE = /^(the|le|la|les|l'|el|los|las|il|lo|i|gli|o|a|os|as|der|die|das)\s+|^l'/i;

export function stopNameOf(landmark: Landmark, language: LanguageCode): string {
  const name = (landmark.names[language] ?? landmark.names.en).trim();
  const bare = name.replace(ARTICLE, '');
  return bare.charAt(0).toLocaleUpperCase(language) + bare.slice(1);
}

const typeLabel = (landmark: Landmark) => landmark.type.replace(/_/g, ' ');

function describe(landmark: Landmark): string {
  const where = landmark.city ? ` in ${landmark.city}` : '';
  const kind = typeLabel(landmark);
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}${where}`;
}

/**
 * Offline: the landmark knowledge pack first (real places with sourced facts), then the gazetteer's
 * neighbourhoods and nearby towns, so a place with no landmarks still gets a shorter, real tour.
 */
export function createOfflineStopSource(pack: () => LandmarkPack = loadLandmarks): StopSource {
  return {
    name: 'offline',
    fillsGaps: true,
    async find(search) {
      const radiusKm = search.radiusMeters / 1000;
      const fitting = new Set(interestsOf(search.theme).landmarkTypes);
      const { landmarks, index } = pack();
      const fromPack = around(index, search.lng, search.lat, Infinity, radiusKm)
        .map((id) => landmarks[id])
        .filter((landmark): landmark is Landmark => landmark !== undefined)
        .map((landmark): StopCandidate => ({
          name: stopNameOf(landmark, search.language),
          lat: landmark.lat,
          lng: landmark.lng,
          description: describe(landmark),
          placeId: landmark.wikidata ? `wikidata:${landmark.wikidata}` : `landmark:${landmark.id}`,
          source: 'Roamcast landmark pack',
          score: 0.6 + (fitting.has(landmark.type) ? 0.3 : 0) + Math.min(0.1, landmark.facts.length / 100),
        }));
      const gazetteer = loadGazetteer();
      const fromGazetteer = around(gazetteer.index, search.lng, search.lat, 60, radiusKm)
        .map((id) => gazetteer.cities[id]!)
        // The town the search is centred on is the tour's setting, not one of its stops; its
        // neighbourhoods (PPLX) are.
        .filter(
          (city) =>
            city.featureCode === 'PPLX' || distanceMeters(search, { lat: latOf(city), lng: lngOf(city) }) > 3000,
        )
        .map((city): StopCandidate => ({
          name: city.name,
          lat: latOf(city),
          lng: lngOf(city),
          description: city.featureCode === 'PPLX' ? `Neighbourhood of ${city.name}` : `${city.name}, a town`,
          placeId: `geonames:${city.cityId}`,
          source: GAZETTEER_SOURCE,
          score: 0.1 + Math.min(0.3, Math.log10(Math.max(10, city.population)) / 25),
        }));
      return [...fromPack, ...fromGazetteer];
    },
  };
}
