import { describe, expect, it } from 'vitest';
import { AUTO_CHANNEL_ROTATION } from '@roamcast/shared/catalog/themes';
import { THEME_PLANS, type SectionId } from './theme-plans';

const SECTIONS: SectionId[] = [
  'open',
  'focus',
  'landmark',
  'legendNear',
  'landmarkRest',
  'here',
  'nearby',
  'town',
  'townRest',
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
      // A landmark under the listener is told first (in a ghost or legend story without one of its own,
      // the nearest told story), then the district and the city around it, the landmarks within walking
      // distance, then what the town is known for.
      expect([...read.slice(0, 9), read.at(-1)]).toEqual([
        'open',
        'focus',
        'landmark',
        'legendNear',
        'landmarkRest',
        'here',
        'nearby',
        'town',
        'townRest',
        'close',
      ]);
      // Facts earn their sentences before anything else: the theme's own kind first, then the others.
      // A deep dive's answer to its question comes before all of them.
      expect(plan.priority.slice(0, 7).map(([id]) => id)).toEqual([
        'focus',
        'landmark',
        'legendNear',
        'town',
        'landmarkRest',
        'nearby',
        'townRest',
      ]);
      const earning = plan.priority.map(([id]) => id).sort();
      expect(earning).toEqual(SECTIONS.filter((id) => !['open', 'close'].includes(id)).sort());
      expect(plan.priority.every(([, perRound]) => perRound >= 1)).toBe(true);
    },
  );
});
