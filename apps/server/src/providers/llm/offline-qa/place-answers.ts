import type { GazetteerPlace } from '../../geo/place-facts';
import { LANGUAGE_PACKS } from '../offline/lang/packs';
import { gazetteerNeighbourVars, neighbourVars, type Vars } from '../offline/place-vars';
import type { NamedPlace } from './find-place';
import type { Speaker } from './speaker';

/** An answer's sentences; null where the facts lacked what a sentence needs. */
export type Lines = Array<string | null>;

/** Closest first, as many as a spoken list holds. */
const LISTED_NEIGHBOURS = 4;

function about(s: Speaker, place: GazetteerPlace): Vars {
  const facts = s.facts!;
  const vars = neighbourVars(place, facts, s.fmt!, LANGUAGE_PACKS[s.language].lexicon);
  return { ...vars, ...gazetteerNeighbourVars(place, s.fmt!), n: place.name };
}

export function overviewAnswer(s: Speaker): Lines {
  return [s.line('where'), s.line('size'), s.line('nearest'), s.vars.tour ? s.line('tour') : null];
}

export function populationAnswer(s: Speaker, target: NamedPlace | null): Lines {
  const place = target?.role === 'neighbour' ? target.place : null;
  if (place) {
    const vars = about(s, place);
    const figure = s.line('popThere', vars);
    return [figure ?? s.line('popNone', vars), s.line('distance', vars), figure ? s.line('popSource') : null];
  }
  const figure = s.line('popHere');
  if (!figure) return [s.line('popNone', { n: s.vars.place! }), s.line('nearest')];
  return [figure, s.line('popCity'), s.line('popSource')];
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
