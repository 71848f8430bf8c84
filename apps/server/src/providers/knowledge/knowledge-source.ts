import type { PlaceFacts } from '../geo/place-facts';

/** The "knowledge" provider: adds grounding facts (extracts with their sources) to a place's facts. */
export interface KnowledgeSource {
  readonly name: string;
  /** The same facts with more to say; on any failure, the facts as they were. Never rejects. */
  enrich(facts: PlaceFacts): Promise<PlaceFacts>;
}

/** Offline, the gazetteer's facts are all there is. */
export const offlineKnowledge: KnowledgeSource = {
  name: 'offline',
  enrich: async (facts) => facts,
};
