import { expect, it } from 'vitest';
import { CREATOR_PRESETS } from '@roamcast/shared/catalog/creator-presets';
import { AUTO_CHANNEL_ROTATION } from '@roamcast/shared/catalog/themes';
import { stopThemeFor } from './stop-theme';

it('tells every creator preset in a theme the writer knows, and anything else as fun facts', () => {
  expect(stopThemeFor('historical_facts')).toBe('historical_facts');
  expect(stopThemeFor('ghost_stories')).toBe('ghost_stories');
  expect(stopThemeFor('coffee_cafes')).toBe('food_culture');
  expect(stopThemeFor('romantic_stories')).toBe('romantic_stories');
  expect(stopThemeFor('auto_channel')).toBe('fun_facts');
  expect(stopThemeFor('jazz history of the old port')).toBe('fun_facts');
  expect(stopThemeFor(null)).toBe('fun_facts');
  for (const preset of CREATOR_PRESETS) expect(AUTO_CHANNEL_ROTATION).toContain(stopThemeFor(preset.id));
});
