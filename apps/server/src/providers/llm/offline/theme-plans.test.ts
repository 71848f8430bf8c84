import { describe, expect, it } from 'vitest';
import { AUTO_CHANNEL_ROTATION } from '@roamcast/shared/catalog/themes';
import { THEME_PLANS, type SectionId } from './theme-plans';

const SECTIONS: SectionId[] = [
  'open',
  'landmark',
  'here',
  'town',
  'live',
  'body',
  'size',
  'band',
  'city',
  'land',
  'neighbours',
  'coords',
  'sky',
  'season',
  'moon',
  'extracts',
  'reflect',
  'walk',
  'calendar',
  'musing',
  'close',
];

describe('THEME_PLANS', () => {
  it.each(AUTO_CHANNEL_ROTATION)(
    'reads every section of %s once and lets every one but the opening and closing earn sentences',
    (theme) => {
      const plan = THEME_PLANS[theme];
      const read = plan.order.flat();
      expect([...read].sort()).toEqual([...SECTIONS].sort());
      // A landmark under the listener is told first, then the district and the city around it, then what the town is known for.
      expect([read[0], read[1], read[2], read[3], read.at(-1)]).toEqual(['open', 'landmark', 'here', 'town', 'close']);
      const earning = plan.priority.map(([id]) => id).sort();
      expect(earning).toEqual(SECTIONS.filter((id) => !['open', 'close'].includes(id)).sort());
      expect(plan.priority.every(([, perRound]) => perRound >= 1)).toBe(true);
    },
  );
});
