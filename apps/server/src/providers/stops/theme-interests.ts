/**
 * Which kinds of place fit a tour's theme: OpenStreetMap tag filters for Overpass and landmark
 * types for the offline pack. Every theme also takes the generally notable sights, scored lower.
 */
export interface ThemeInterests {
  /** Overpass filters such as ["amenity"="cafe"]; each becomes one nwr(around:...) clause. */
  osm: string[];
  /** Landmark pack types that fit best. */
  landmarkTypes: string[];
}

const SIGHTS = ['["tourism"~"^(attraction|museum|viewpoint|artwork|gallery)$"]', '["historic"]'];
const WORSHIP = ['["amenity"="place_of_worship"]'];
const PARKS = ['["leisure"~"^(park|garden|nature_reserve)$"]', '["natural"~"^(peak|beach|cliff|waterfall|bay)$"]'];
const FOOD = [
  '["amenity"~"^(restaurant|cafe|marketplace|food_court|pub)$"]',
  '["shop"~"^(bakery|cheese|deli|pastry|confectionery|wine)$"]',
];

const BY_THEME: Record<string, ThemeInterests> = {
  architecture: {
    osm: [...SIGHTS, ...WORSHIP, '["building"~"^(cathedral|church|palace|castle|tower)$"]'],
    landmarkTypes: ['tower', 'bridge', 'cathedral', 'church', 'palace', 'castle', 'building', 'mosque', 'temple'],
  },
  art_culture: {
    osm: ['["tourism"~"^(museum|gallery|artwork)$"]', '["amenity"~"^(theatre|arts_centre)$"]'],
    landmarkTypes: ['museum', 'building', 'statue'],
  },
  coffee_cafes: { osm: ['["amenity"="cafe"]', '["shop"="coffee"]'], landmarkTypes: ['square', 'street', 'market'] },
  family_friendly: {
    osm: ['["tourism"~"^(zoo|aquarium|theme_park|museum)$"]', '["leisure"~"^(park|playground)$"]'],
    landmarkTypes: ['park', 'museum', 'natural_site'],
  },
  famous_people: {
    osm: ['["historic"~"^(memorial|monument|building|house)$"]', '["tourism"="museum"]'],
    landmarkTypes: ['museum', 'monument', 'statue', 'building'],
  },
  ghost_stories: {
    osm: [
      '["historic"~"^(castle|ruins|memorial|monument|fort|building)$"]',
      '["amenity"~"^(grave_yard|place_of_worship)$"]',
      '["landuse"="cemetery"]',
    ],
    landmarkTypes: ['castle', 'fort', 'palace', 'church', 'cathedral', 'building'],
  },
  hidden_gems: {
    osm: ['["tourism"~"^(viewpoint|artwork|attraction)$"]', '["historic"]'],
    landmarkTypes: ['square', 'street', 'market', 'park'],
  },
  historical_facts: {
    osm: [...SIGHTS, ...WORSHIP],
    landmarkTypes: ['archaeological_site', 'castle', 'fort', 'palace', 'monument', 'heritage_site', 'cathedral'],
  },
  literary: {
    osm: ['["amenity"="library"]', '["shop"="books"]', '["historic"~"^(memorial|house)$"]', '["tourism"="museum"]'],
    landmarkTypes: ['museum', 'building', 'street'],
  },
  food_culture: { osm: FOOD, landmarkTypes: ['market', 'street', 'square'] },
  local_legends: {
    osm: ['["historic"]', '["natural"]', ...WORSHIP],
    landmarkTypes: ['castle', 'bridge', 'natural_site', 'temple', 'church'],
  },
  nature: { osm: PARKS, landmarkTypes: ['park', 'natural_site'] },
  nightlife: { osm: ['["amenity"~"^(bar|pub|nightclub|theatre|cinema)$"]'], landmarkTypes: ['square', 'street'] },
  photography: {
    osm: ['["tourism"="viewpoint"]', ...SIGHTS],
    landmarkTypes: ['tower', 'bridge', 'natural_site', 'square'],
  },
  religious_sites: { osm: WORSHIP, landmarkTypes: ['church', 'cathedral', 'mosque', 'temple'] },
  romantic_stories: {
    osm: ['["tourism"="viewpoint"]', '["leisure"="garden"]', ...SIGHTS],
    landmarkTypes: ['bridge', 'park', 'square', 'palace'],
  },
  science_innovation: {
    osm: [
      '["tourism"="museum"]',
      '["amenity"~"^(university|planetarium)$"]',
      '["man_made"~"^(observatory|lighthouse|tower)$"]',
    ],
    landmarkTypes: ['tower', 'bridge', 'museum', 'building'],
  },
  shopping: {
    osm: ['["amenity"="marketplace"]', '["shop"~"^(mall|department_store)$"]'],
    landmarkTypes: ['market', 'street'],
  },
  sports_recreation: { osm: ['["leisure"~"^(stadium|sports_centre|park)$"]'], landmarkTypes: ['stadium', 'park'] },
  street_art: { osm: ['["tourism"="artwork"]'], landmarkTypes: ['street', 'square'] },
  waterfront: {
    osm: [
      '["natural"~"^(beach|bay|coastline)$"]',
      '["leisure"~"^(marina|beach_resort)$"]',
      '["man_made"~"^(pier|lighthouse)$"]',
    ],
    landmarkTypes: ['bridge', 'natural_site', 'park'],
  },
  wellness: {
    osm: ['["leisure"~"^(park|garden|spa)$"]', '["amenity"="public_bath"]'],
    landmarkTypes: ['park', 'natural_site'],
  },
};

const FALLBACK: ThemeInterests = { osm: SIGHTS, landmarkTypes: [] };

/** Interests of a theme id; free-text themes and unknown ids take the general sights. */
export function interestsOf(theme: string): ThemeInterests {
  return BY_THEME[theme] ?? FALLBACK;
}

/** The general sights every theme's search includes, so a quiet theme still finds a tour. */
export const GENERAL_SIGHTS = SIGHTS;
