import type { GazetteerPlace } from '../../geo/place-facts';
import { LANGUAGE_PACKS } from '../offline/lang/packs';
import { neighbourVars, type Vars } from '../offline/place-vars';
import type { NamedPlace } from './find-place';
import type { Speaker } from './speaker';
import { sayTownFacts, toldTown } from './town-knowledge';

/** An answer's sentences; null where the facts lacked what a sentence needs. */
export type Lines = Array<string | null>;

/** Closest first, as many as a spoken list holds. */
const LISTED_NEIGHBOURS = 4;

function about(s: Speaker, place: GazetteerPlace): Vars {
  const facts = s.facts!;
  const vars = neighbourVars(place, facts, s.fmt!, LANGUAGE_PACKS[s.language].lexicon);
  return { ...vars, n: place.name };
}

export function overviewAnswer(s: Speaker): Lines {
  return [s.line('where'), s.line('size'), s.line('nearest'), s.vars.tour ? s.line('tour') : null];
}

/** A town's newest dated count from the town pack, said with its year; none for a town the pack lacks. */
function datedCount(s: Speaker, place?: GazetteerPlace): string | null {
  const town = toldTown(s, place);
  if (!town) return null;
  const newest = { ...town, told: [...town.told].sort((a, b) => yearOf(b.fact) - yearOf(a.fact)) };
  return sayTownFacts(s, newest, (fact) => fact.kind === 'population', 1)[0] ?? null;
}
const yearOf = (fact: { kind: string; year?: number }) => (fact.kind === 'population' ? (fact.year ?? 0) : 0);

/** Populations are said only with the year of their count: the town pack's, never the gazetteer's undated figure. */
export function populationAnswer(s: Speaker, target: NamedPlace | null): Lines {
  const place = target?.role === 'neighbour' ? target.place : null;
  if (place) {
    const vars = about(s, place);
    return [datedCount(s, place) ?? s.line('popNone', vars), s.line('distance', vars)];
  }
  const count = datedCount(s);
  if (!count) return [s.line('popNone', { n: (s.facts!.city ?? s.facts!.place).name }), s.line('where')];
  return [count, s.line('where')];
}

export function distanceAnswer(s: Speaker, target: NamedPlace): Lines {
  const vars = about(s, target.place);
  if (target.role === 'neighbour') return [s.line('distance', vars), s.line('travel', vars), s.line('popThere', vars)];
  if (target.place.distanceKm < 1) return [s.line('atCentre', vars), s.line('where')];
  return [s.line('centre', vars), s.line('travel', vars) ?? s.line('where')];
}

export function unknownPlaceAnswer(s: Speaker): Lines {
  const names = s.facts!.neighbours.slice(0, LISTED_NEIGHBOURS).map((n) => n.name);
  return [
    s.line('unknownPlace'),
    names.length ? s.line('knownPlaces', { list: s.list(names) }) : s.line('noNeighbours'),
  ];
}

export function neighboursAnswer(s: Speaker): Lines {
  const names = s.facts!.neighbours.slice(0, LISTED_NEIGHBOURS).map((n) => n.name);
  if (!names.length) return [s.line('noNeighbours'), s.line('where')];
  return [s.line('neighbours', { list: s.list(names) }), s.line('nearest')];
}

export function countryAnswer(s: Speaker): Lines {
  return [s.line('country'), s.line('coords')];
}

/** For what the facts do not hold (who built it, why the name): say so, then what is known. */
export function noRecordAnswer(s: Speaker): Lines {
  return [s.line('noRecord'), s.line('known')];
}

export function tourAnswer(s: Speaker): Lines {
  return [s.line('tour'), s.line('where')];
}
