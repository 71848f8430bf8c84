import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { PlaceFacts } from '../geo/place-facts';

/**
 * Live conditions for the themes that need them: the weather for `weather`, headlines for
 * `local_news`, listings for `community_events`. Other themes, and any failure, leave the facts as
 * they were, so a narration never waits on a service that is down.
 */
export interface LiveContext {
  readonly name: string;
  enrich(facts: PlaceFacts, theme: NarrationThemeId): Promise<PlaceFacts>;
}

/** Offline there is nothing live: the composer says so in the live themes. */
export const offlineLiveContext: LiveContext = {
  name: 'offline',
  enrich: async (facts) => facts,
};
