import { CITY_ALIASES, LATIN_NAMES } from '../../geo/city-names-latin';
import { SCRIPT_NAMES } from '../../geo/city-names-scripts';
import { loadGazetteer } from '../../geo/gazetteer';
import { loadTowns } from '../../knowledge/towns/load-towns';
import { DATA_LANGUAGES, dataCityName } from '../../geo/names/place-names';
import type { GazetteerPlace, PlaceFacts } from '../../geo/place-facts';
import { normalizeText } from './normalize-text';

export interface NamedPlace {
  place: GazetteerPlace;
  /** 'place' and 'city' are where the listener is; a neighbour is somewhere else. */
  role: 'place' | 'city' | 'neighbour';
}

const LATIN_EDGE = /[a-z0-9]/u;

let gazetteerNames: Map<number, string> | undefined;

/** The gazetteer's own name of a town (Latin script), which a listener may type in any language. */
function gazetteerName(id: number): string | undefined {
  gazetteerNames ??= new Map(loadGazetteer().cities.map((city) => [city.cityId, city.name]));
  return gazetteerNames.get(id);
}

/** Every name the tables and the name data know a place by, in any of the languages, with the facts' own name first. */
function namesOf(place: Pick<GazetteerPlace, 'id' | 'name'>): string[] {
  const names = [
    place.name,
    gazetteerName(place.id) ?? '',
    ...DATA_LANGUAGES.map((language) => dataCityName(place.id, language) ?? ''),
    ...(SCRIPT_NAMES[place.id] ?? []),
    ...Object.values(LATIN_NAMES[place.id] ?? {}),
    ...(CITY_ALIASES[place.id] ?? []),
  ];
  return [...new Set(names.map((name) => normalizeText(name).trim()).filter((name) => [...name].length >= 2))];
}

/**
 * Whether `name` occurs in the normalized question as a whole name. A name in Latin letters must
 * not run into other Latin letters ("Nice" is not in "nicety") but may touch kana or hangul, as in
 * "Sausalitoまで"; an Arabic name is a word of its own, with at most the prefixes Arabic joins to a
 * word (و، ب، ال…); a name in another script may sit anywhere, since particles attach to it.
 */
function occursIn(question: string, name: string): boolean {
  const latinStart = LATIN_EDGE.test(name[0]!);
  const latinEnd = LATIN_EDGE.test(name[name.length - 1]!);
  const arabic = ARABIC_LETTER.test(name);
  for (let at = question.indexOf(name); at >= 0; at = question.indexOf(name, at + 1)) {
    const before = question[at - 1] ?? ' ';
    const after = question[at + name.length] ?? ' ';
    if (arabic) {
      if (arabicWord(question, at, name.length)) return true;
      continue;
    }
    if ((!latinStart || !LATIN_EDGE.test(before)) && (!latinEnd || !LATIN_EDGE.test(after))) return true;
  }
  return false;
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;
/** What Arabic writes onto a name's front: and, so, with/in, to, like, the (وبال، فل، لل…). */
const ARABIC_PREFIX = /^(?:[وف]?(?:[بلك]|ال|بال|لل|كال)?)$/u;

/** Whether an Arabic name at `at` is a word of its own, allowing only the prefixes Arabic joins to a word. */
function arabicWord(question: string, at: number, length: number): boolean {
  if (ARABIC_LETTER.test(question[at + length] ?? ' ')) return false;
  let start = at;
  while (start > 0 && ARABIC_LETTER.test(question[start - 1]!)) start -= 1;
  return ARABIC_PREFIX.test(question.slice(start, at));
}

/** The place of the facts that the question names (the longest name wins: "Marin City" over "Marin"). */
export function findNamedPlace(question: string, facts: PlaceFacts): NamedPlace | null {
  const normalized = normalizeText(question);
  const candidates: NamedPlace[] = [
    { place: facts.place, role: 'place' },
    ...(facts.city ? [{ place: facts.city, role: 'city' as const }] : []),
    ...facts.neighbours.map((place) => ({ place, role: 'neighbour' as const })),
  ];
  let best: { named: NamedPlace; length: number } | null = null;
  for (const named of candidates) {
    for (const name of namesOf(named.place)) {
      if (name.length > (best?.length ?? 0) && occursIn(normalized, name)) best = { named, length: name.length };
    }
  }
  return best?.named ?? null;
}

let packNames: Array<[id: number, name: string]> | undefined;

/**
 * The town of the town pack that the question names, wherever it is ("who was born in Bonn?" asked in
 * Cologne): its GeoNames id, or null. The longest name wins, as for the places of the facts.
 */
export function findPackTown(question: string): number | null {
  packNames ??= [...loadTowns().byId.values()].flatMap((town) =>
    namesOf({ id: town.geonameId, name: town.name }).map((name) => [town.geonameId, name] as [number, string]),
  );
  const normalized = normalizeText(question);
  let best: { id: number; length: number } | null = null;
  for (const [id, name] of packNames) {
    if (name.length > (best?.length ?? 0) && occursIn(normalized, name)) best = { id, length: name.length };
  }
  return best?.id ?? null;
}
