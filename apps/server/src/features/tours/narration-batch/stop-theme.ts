import { narrationThemeFor, type NarrationThemeId } from '@roamcast/shared/catalog/themes';

/**
 * Creator presets outside the narration catalogue, told through the nearest theme the writer knows
 * (SPEC §3 gives fun_facts as the creator's fallback, which is where anything else ends up).
 */
const PRESET_THEMES: Record<string, NarrationThemeId> = {
  romantic_stories: 'romantic_stories',
  art_culture: 'famous_people',
  literary: 'famous_people',
  religious_sites: 'historical_facts',
  street_art: 'architecture',
  photography: 'architecture',
  coffee_cafes: 'food_culture',
  nightlife: 'food_culture',
  shopping: 'food_culture',
  waterfront: 'nature',
  wellness: 'nature',
  sports_recreation: 'fun_facts',
  family_friendly: 'fun_facts',
  hidden_gems: 'fun_facts',
};

export function stopThemeFor(tourTheme: string | null): NarrationThemeId {
  return (tourTheme && PRESET_THEMES[tourTheme]) || narrationThemeFor(tourTheme);
}
