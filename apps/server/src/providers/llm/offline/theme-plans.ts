import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';

export type SectionId =
  | 'open'
  | 'focus'
  | 'landmark'
  | 'legendNear'
  | 'landmarkRest'
  | 'nearby'
  | 'townRest'
  | 'here'
  | 'town'
  | 'live'
  | 'body'
  | 'size'
  | 'band'
  | 'city'
  | 'land'
  | 'neighbours'
  | 'coords'
  | 'sky'
  | 'season'
  | 'moon'
  | 'extracts'
  | 'reflect'
  | 'walk'
  | 'calendar'
  | 'musing'
  | 'close';

/**
 * How a theme spends its words. `order` is the reading order (a group in brackets is read in a
 * seeded order, so two narrations of one place are built differently); `priority` is the order in
 * which sections earn sentences, round after round, as the target grows ("body*2": two a round);
 * `mandatoryLeads` always open their section (the weather theme must give the sky's timetable, and
 * tomorrow's forecast when it is known). `live` holds live data (the weather, headlines, listings),
 * present only in the live themes and only when an online source supplied it.
 */
export interface ThemePlan {
  order: Array<SectionId | SectionId[]>;
  priority: Array<[SectionId, number]>;
  mandatoryLeads?: SectionId[];
}

const TAIL = 'reflect walk calendar musing';

/**
 * Every plan reads the landmark the listener stands at (when there is one) right after the opening,
 * before the district and city; then the landmarks within walking distance, then what the town is
 * known for (the town pack). Facts earn their sentences before anything else: first those the theme
 * is about (the landmark's, then the town's), then the landmark's other facts, the landmarks around,
 * and the town's other facts. A theme sets the angle; it never leaves a known fact out for another.
 */
function plan(order: string, priority: string, mandatoryLeads?: SectionId[]): ThemePlan {
  const groups =
    order
      .replace('TAIL', TAIL)
      .replace(/^open /u, 'open focus landmark legendNear landmarkRest ')
      .replace(
        /^open focus landmark legendNear landmarkRest here /u,
        'open focus landmark legendNear landmarkRest here nearby town townRest ',
      )
      .match(/\[[^\]]+\]|\S+/gu) ?? [];
  return {
    order: groups.map((g) => (g.startsWith('[') ? (g.slice(1, -1).split(' ') as SectionId[]) : (g as SectionId))),
    // Every theme lists `live`; only the live themes rank it, the others never have it to read.
    priority:
      `focus*12 landmark*8 legendNear*4 town*4 landmarkRest nearby*3 townRest ${priority} here calendar musing${/\blive\b/u.test(priority) ? '' : ' live'}`
        .split(' ')
        .map((p) => {
          const [id, times] = p.split('*');
          return [id as SectionId, Number(times ?? 1)];
        }),
    mandatoryLeads,
  };
}

export const THEME_PLANS: Record<NarrationThemeId, ThemePlan> = {
  historical_facts: plan(
    'open here live extracts body [size city land] neighbours band [coords sky season moon] TAIL close',
    'extracts*2 body*2 size city land neighbours reflect coords band sky season walk moon',
  ),
  ghost_stories: plan(
    'open here live body [moon sky] [size city land] neighbours extracts season band coords TAIL close',
    'body*2 moon sky size reflect neighbours extracts city land season walk band coords',
  ),
  nature: plan(
    'open here live body band [sky season] moon size neighbours coords extracts city land TAIL close',
    'body*2 band season sky moon reflect size neighbours coords walk extracts city land',
  ),
  architecture: plan(
    'open here live body [size city land] extracts sky band neighbours coords season moon TAIL close',
    'body*2 size sky extracts city band reflect land neighbours walk coords season moon',
  ),
  fun_facts: plan(
    'open here live body [coords sky] size neighbours [city land] moon season band extracts TAIL close',
    'body*2 coords size neighbours sky moon city season land reflect band extracts walk',
  ),
  food_culture: plan(
    'open here live body [size city land] season band neighbours extracts sky moon coords TAIL close',
    'body*2 size season land band neighbours reflect city walk sky extracts moon coords',
  ),
  famous_people: plan(
    'open here live extracts body [size city land] neighbours band coords sky season moon TAIL close',
    'extracts*2 body*2 size city land neighbours reflect walk band coords sky season moon',
  ),
  local_legends: plan(
    'open here live body moon [land size city] neighbours extracts [season sky] band coords TAIL close',
    'body*2 moon land neighbours size reflect season extracts city sky walk band coords',
  ),
  science_innovation: plan(
    'open here live body [coords sky] season moon size neighbours band extracts city land TAIL close',
    'body*2 coords sky moon season reflect size neighbours band extracts city land walk',
  ),
  romantic_stories: plan(
    'open here live body [sky moon] walk size neighbours season city land band coords extracts reflect calendar musing close',
    'body*2 sky moon walk reflect neighbours size season city land band coords extracts',
  ),
  weather: plan(
    'open here live sky body [season moon] band coords size neighbours city land extracts TAIL close',
    'live*3 body*2 sky season band moon coords reflect size neighbours walk city land extracts',
    ['sky', 'live'],
  ),
  local_news: plan(
    'open here live body [size city land] neighbours extracts season sky moon band coords TAIL close',
    'live*3 body*2 size city land neighbours extracts reflect season sky walk moon band coords',
  ),
  community_events: plan(
    'open here live body [season sky moon] size neighbours city land extracts band coords TAIL close',
    'live*3 body*2 season sky size moon neighbours reflect walk city land extracts band coords',
  ),
};
