import type { NarrationThemeId, ThemeId } from '@roamcast/shared/catalog/themes';
import { spokenNumbersUpTo } from '@roamcast/shared/logic/voice-command-vocabulary';

/** What a listener says for each theme after "set theme to"; the client maps the words back to the id. */
export const SPOKEN_THEMES: Record<ThemeId | NarrationThemeId, readonly string[]> = {
  ghost_stories: ['ghost stories', 'ghosts'],
  historical_facts: ['history', 'historical facts'],
  nature: ['nature', 'wildlife'],
  architecture: ['architecture'],
  fun_facts: ['fun facts'],
  food_culture: ['food', 'food culture', 'local food', 'cuisine'],
  famous_people: ['famous people'],
  local_legends: ['legends', 'local legends'],
  science_innovation: ['science', 'innovation'],
  weather: ['weather'],
  local_news: ['news', 'local news'],
  community_events: ['events', 'community events'],
  romantic_stories: ['romance', 'romantic stories'],
  auto_channel: ['auto channel', 'auto'],
};

/** One to sixty in words, as people say skip lengths ("skip forward forty five seconds"). */
export const SPOKEN_NUMBERS: readonly string[] = spokenNumbersUpTo(60);

/** Things a listener points at ("who built this bridge"). */
export const LANDMARKS = [
  'place',
  'building',
  'church',
  'cathedral',
  'bridge',
  'street',
  'square',
  'park',
  'statue',
  'tower',
  'castle',
  'palace',
  'monument',
  'museum',
  'house',
  'garden',
  'market',
  'station',
  'neighborhood',
  'area',
  'city',
  'town',
];

/** Things a listener looks for ("where is the nearest cafe"). */
export const AMENITIES = [
  'restaurant',
  'cafe',
  'museum',
  'park',
  'beach',
  'hotel',
  'station',
  'market',
  'church',
  'toilet',
  'pharmacy',
  'hospital',
  'viewpoint',
  'old town',
  'city center',
];

/** Subjects of "tell me about the ... of this place". */
export const TOPICS = ['history', 'architecture', 'food', 'culture', 'people', 'legends', 'nature', 'name', 'weather'];
