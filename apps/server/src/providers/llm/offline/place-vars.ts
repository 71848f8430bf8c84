import type { GazetteerPlace, PlaceFacts } from '../../geo/place-facts';
import { foldName } from '../../geo/fold-name';
import { landmarkPlaceId } from '../../geo/reverse-geocode';
import type { Formatter } from './format';
import type { LatitudeBand, Lexicon, PlaceKind } from './types';

export type Vars = Record<string, string>;

const KM_PER_DEGREE = 111.2;
const EQUATOR_KM = 40_075;
const EQUATOR_SPEED_KMH = 1674.4;
const TROPIC = 23.44;
const POLAR_CIRCLE = 66.56;
/** Walking and cycling paces used for "on foot it would take..." figures. */
const WALK_KMH = 4.5;
const BIKE_KMH = 15;

/**
 * A population count with the year it was made and its source (a town pack's `population` fact).
 * It is the only population a narration states: the gazetteer's figures carry no year, so they
 * only sort places into villages, towns and cities.
 */
export interface DatedPopulation {
  value: number;
  year: number;
  source: string;
}

export function placeKinds(facts: PlaceFacts): PlaceKind[] {
  const { place, city } = facts;
  if ((city && city.id !== place.id) || place.featureCode.startsWith('PPLX')) return ['district'];
  const kinds: PlaceKind[] = [];
  if (place.featureCode === 'PPLC') kinds.push('capital');
  else if (place.featureCode === 'PPLA') kinds.push('seat');
  const people = place.population ?? 0;
  kinds.push(people >= 1_000_000 ? 'metropolis' : people >= 100_000 ? 'city' : people >= 5_000 ? 'town' : 'village');
  return kinds;
}

export function latitudeBand(lat: number): LatitudeBand {
  const a = Math.abs(lat);
  if (a < 5) return 'equatorial';
  if (a < TROPIC) return 'tropical';
  if (a < 35) return 'subtropical';
  if (a < 55) return 'temperate';
  if (a < POLAR_CIRCLE) return 'subpolar';
  return 'polar';
}

const WITHOUT_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Whether a region is named after a town: the same name, or the town's name with an administrative
 * word around it ("Land Berlin", "محافظة القاهرة", and in scripts without spaces 北京市, 서울특별시, 京都府).
 */
export function namedAfter(region: string, town: string): boolean {
  const r = foldName(region);
  const t = foldName(town);
  if (!t) return false;
  if (r === t) return true;
  if (WITHOUT_SPACES.test(t)) return r.startsWith(t);
  return ` ${r} `.includes(` ${t} `);
}

const OWN_SCRIPT_LANGUAGES = new Set(['ja', 'zh', 'ko', 'ar']);
const LATIN = /\p{Script=Latin}/u;
/** A neighbour nearer than this is where the listener stands, not a place to go ("Marseille 02, 0 km east"). */
const NEIGHBOUR_MIN_KM = 0.5;

/**
 * The facts with only the neighbouring towns a story in `language` can name: one that the data names
 * only in Latin letters is left out of a Japanese, Chinese, Korean or Arabic story, not spelled in it;
 * one nearer than NEIGHBOUR_MIN_KM is left out of every story.
 */
export function withSayableNeighbours(facts: PlaceFacts, language: string): PlaceFacts {
  const said = facts.neighbours.filter(
    (n) => n.distanceKm >= NEIGHBOUR_MIN_KM && (!OWN_SCRIPT_LANGUAGES.has(language) || !LATIN.test(n.name)),
  );
  return said.length === facts.neighbours.length ? facts : { ...facts, neighbours: said };
}

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** Languages that say a site standing as the place with its article ("welcome to the Great Barrier Reef"). */
const SITE_WITH_ARTICLE: ReadonlySet<string> = new Set(['en', 'es', 'fr', 'it', 'pt']);

/**
 * The place's name in running text: a site no town holds (a reef, a park) stands as the place under its
 * title ("Great Barrier Reef"); said in a sentence it takes its article ("à la Grande Barrière de corail").
 */
function placeName(facts: PlaceFacts): string {
  const site = facts.landmark?.landmark;
  const isPlace = site && !site.listing && landmarkPlaceId(site.id) === facts.place.id;
  return (isPlace && SITE_WITH_ARTICLE.has(facts.language) && site.names[facts.language]) || facts.place.name;
}

/** Countries and territories that are one city: their seat is the place itself (ISO 3166 codes). */
const CITY_STATES = new Set(['SG', 'MC', 'VA', 'HK', 'MO', 'GI']);

/**
 * Names, the larger city, coordinates and the figures computed from them; the population only
 * from a dated count (`popDated` in `popYear`), never from the gazetteer's undated figure.
 */
export function placeVars(facts: PlaceFacts, fmt: Formatter, lex: Lexicon, population?: DatedPopulation): Vars {
  const { place, city, lat, lng } = facts;
  const said = (name: string) => lex.placeName?.(name) ?? name;
  const vars: Vars = { place: said(placeName(facts)), country: facts.country.name };
  // "Plovdiv, in Plovdiv", "北京市的北京": a region named after its town is not said again.
  if (facts.region && !namedAfter(facts.region, place.name) && !namedAfter(facts.region, (city ?? place).name))
    vars.region = facts.region;
  if (population && population.value > 0) {
    vars.popDated = fmt.population(population.value);
    vars.popYear = fmt.year(population.year);
  }
  if (city && city.id !== place.id && city.name !== place.name) {
    vars.city = said(city.name);
    if (city.distanceKm >= 1) {
      vars.cityKm = fmt.km(city.distanceKm);
      vars.cityDir = lex.dir[city.bearing];
      vars.cityDirTo = lex.dirTo[city.bearing];
    }
    // A city-state or a territory is not the capital of itself ("Hong Kong is the capital of Hong Kong").
    if (city.featureCode === 'PPLC' && !CITY_STATES.has(facts.country.code)) vars.cityCapital = city.name;
  }
  const north = lat >= 0;
  const a = Math.abs(lat);
  const cosine = Math.cos((lat * Math.PI) / 180);
  Object.assign(vars, {
    lat: fmt.number(a, 2),
    lng: fmt.number(Math.abs(lng), 2),
    ns: north ? lex.latitude.north : lex.latitude.south,
    ew: lng >= 0 ? lex.longitude.east : lex.longitude.west,
    pole: north ? lex.pole.north : lex.pole.south,
    hemisphere: north ? lex.hemisphere.north : lex.hemisphere.south,
    poleDirTo: lex.dirTo[north ? 'N' : 'S'],
    equatorDirTo: lex.dirTo[north ? 'S' : 'N'],
    poleKm: fmt.km(round((90 - a) * KM_PER_DEGREE, 10)),
    speed: fmt.kmh(EQUATOR_SPEED_KMH * cosine),
    circle: fmt.km(round(EQUATOR_KM * cosine, 100)),
    antiLat: fmt.number(a, 2),
    antiNs: north ? lex.latitude.south : lex.latitude.north,
    antiLng: fmt.number(180 - Math.abs(lng), 2),
    antiEw: lng >= 0 ? lex.longitude.west : lex.longitude.east,
  });
  if (a >= 0.5) vars.equatorKm = fmt.km(round(a * KM_PER_DEGREE, a < 5 ? 1 : 10));
  // Outside the tropics a growing moon is lit on the side away from the pole you face from.
  if (a >= TROPIC) {
    // Beyond the tropics the noon sun never stands on the polar side: that side is the shady one.
    vars.poleDir = lex.dir[north ? 'N' : 'S'];
    vars.waxSide = north ? lex.side.right : lex.side.left;
    vars.waneSide = north ? lex.side.left : lex.side.right;
  }
  if (a < TROPIC) vars.tropicKm = fmt.km(round((TROPIC - a) * KM_PER_DEGREE, 10));
  if (a < POLAR_CIRCLE && a >= TROPIC) vars.polarCircleKm = fmt.km(round((POLAR_CIRCLE - a) * KM_PER_DEGREE, 10));
  facts.neighbours
    .slice(0, 3)
    .forEach((n, i) => Object.assign(vars, prefixed(`n${i + 1}`, basicNeighbour(n, fmt, lex))));
  return vars;
}

function prefixed(prefix: string, vars: Vars): Vars {
  return Object.fromEntries(
    Object.entries(vars).map(([key, value]) => [key === 'n' ? prefix : prefix + key.slice(1), value]),
  );
}

function basicNeighbour(n: GazetteerPlace, fmt: Formatter, lex: Lexicon): Vars {
  return { n: n.name, nKm: fmt.km(n.distanceKm), nDir: lex.dir[n.bearing], nDirTo: lex.dirTo[n.bearing] };
}

/**
 * The gazetteer's undated populations (`pop`, `cityPop`), for the offline answerer, which names
 * GeoNames as their source when asked; narrations never receive them.
 */
export function gazetteerPopulationVars(facts: PlaceFacts, fmt: Formatter): Vars {
  const vars: Vars = {};
  if (facts.place.population) vars.pop = fmt.population(facts.place.population);
  const { place, city } = facts;
  if (city && city.id !== place.id && city.name !== place.name && city.population)
    vars.cityPop = fmt.population(city.population);
  return vars;
}

/** A neighbour's undated gazetteer population (`nPop`), for the offline answerer only. */
export function gazetteerNeighbourVars(n: GazetteerPlace, fmt: Formatter): Vars {
  return n.population ? { nPop: fmt.population(n.population) } : {};
}

/** One neighbour's passage: where it is, how long to get there, and its sun. */
export function neighbourVars(n: GazetteerPlace, facts: PlaceFacts, fmt: Formatter, lex: Lexicon): Vars {
  const vars = basicNeighbour(n, fmt, lex);
  if (n.distanceKm <= 20) vars.nWalk = fmt.duration(round((n.distanceKm / WALK_KMH) * 60, 5));
  if (n.distanceKm >= 4 && n.distanceKm <= 60) vars.nBike = fmt.duration(round((n.distanceKm / BIKE_KMH) * 60, 5));
  const noonSeconds = Math.round((n.lng - facts.lng) * 240);
  if (Math.abs(noonSeconds) >= 10) {
    const amount =
      Math.abs(noonSeconds) < 90
        ? fmt.seconds(Math.abs(noonSeconds))
        : fmt.minutes(Math.round(Math.abs(noonSeconds) / 60));
    vars[noonSeconds > 0 ? 'nNoonEarlier' : 'nNoonLater'] = amount;
  }
  if (n.featureCode === 'PPLC') vars.nCapital = n.name;
  else if (n.featureCode === 'PPLA') vars.nSeat = n.name;
  return vars;
}
