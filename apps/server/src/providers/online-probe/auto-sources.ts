import type { Geocoder } from '../geo/geocoder';
import type { KnowledgeSource } from '../knowledge/knowledge-source';
import type { PhotoSource } from '../photos/photo-source';
import type { Reachability } from './reachability';
import { switchEngine } from './switch-engine';

/*
 * One "auto" wrapper per provider: the online engine while its keyless service answers the probes,
 * else the offline engine, switching without a restart. `name` is the engine in use now.
 */

export function autoKnowledge(reachability: Reachability, online: KnowledgeSource, offline: KnowledgeSource) {
  const engines = switchEngine(reachability, online, offline);
  return {
    get name() {
      return engines.current().name;
    },
    enrich: async (facts) => (await engines.forRequest()).enrich(facts),
  } satisfies KnowledgeSource;
}

export function autoPhotos(reachability: Reachability, online: PhotoSource, offline: PhotoSource) {
  const engines = switchEngine(reachability, online, offline);
  return {
    get name() {
      return engines.current().name;
    },
    photosNear: async (lat, lng, limit) => (await engines.forRequest()).photosNear(lat, lng, limit),
  } satisfies PhotoSource;
}

export function autoGeocoder(reachability: Reachability, online: Geocoder, offline: Geocoder) {
  const engines = switchEngine(reachability, online, offline);
  return {
    get name() {
      return engines.current().name;
    },
    reverse: async (lat, lng, language) => (await engines.forRequest()).reverse(lat, lng, language),
    forward: async (query, language, options) => (await engines.forRequest()).forward(query, language, options),
  } satisfies Geocoder;
}
