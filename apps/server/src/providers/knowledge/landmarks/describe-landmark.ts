import type { Landmark, LandmarkFact } from './landmark-schema';
import type { LandmarkHit } from './nearest-landmark';

function year(y: number, approx?: boolean): string {
  return `${approx ? 'c. ' : ''}${Math.abs(y)}${y < 0 ? ' BC' : ''}`;
}

const UNITS: Record<string, string> = {
  height: 'm',
  length: 'm',
  span: 'm',
  elevation: 'm above sea level',
  area: 'ha',
  visitors: 'visitors a year',
};

/** One fact as a plain English line for a prompt: the values, never a sentence to copy. */
function describeFact(fact: LandmarkFact): string {
  switch (fact.kind) {
    case 'date':
      return `${fact.event}: ${fact.end ? `${year(fact.year)} to ${year(fact.end)}` : year(fact.year, fact.approx)}`;
    case 'person':
      return `${fact.role}: ${fact.name}`;
    case 'measure':
      return `${fact.measure}: ${fact.value} ${UNITS[fact.measure]}${fact.year ? ` (${fact.year})` : ''}`;
    case 'style':
      return `style: ${fact.style.replace('_', ' ')}`;
    case 'material':
      return `material: ${fact.material.replace('_', ' ')}`;
    case 'heritage':
      return `UNESCO World Heritage: inscribed ${fact.year} (site ${fact.site})`;
    case 'legend':
      return `legend that is told (tell it as a story people tell, never as fact): ${fact.motif}${fact.who ? `, about ${fact.who}` : ''}`;
    case 'food':
      return `food tradition (${fact.tradition.replace('_', ' ')}): ${fact.dish.en}`;
    case 'record':
      return `record: ${fact.record.replace(/_/gu, ' ')}, ${fact.until ? `${year(fact.from)} to ${year(fact.until)}` : `since ${year(fact.from)}`}`;
    case 'event':
      return `event: ${fact.event.replace('_', ' ')}, ${year(fact.year)}`;
  }
}

/** The landmark for an online model's facts block: where it is from the listener, then each fact with its source. */
export function describeLandmark(hit: LandmarkHit): string[] {
  const { landmark } = hit;
  const where = hit.inside ? 'the listener is at it' : `${Math.round(hit.distanceM)} m from the listener`;
  return [
    `Landmark here (${where}): ${landmark.names.en}${landmark.listing ? ' (a UNESCO World Heritage listing)' : ''}, a ${landmark.type.replace('_', ' ')}`,
    ...landmark.facts.map((fact) => `- ${describeFact(fact)} (source: ${fact.src})`),
  ];
}

/** A landmark within walking distance for the facts block: how far and which way, then its facts with their sources. */
export function describeNearby(hit: LandmarkHit & { bearing: string }): string[] {
  const { landmark } = hit;
  return [
    `Landmark ${Math.round(hit.distanceM)} m ${hit.bearing} of the listener: ${landmark.names.en}, a ${landmark.type.replace('_', ' ')}`,
    ...landmark.facts.map((fact) => `- ${describeFact(fact)} (source: ${fact.src})`),
  ];
}

/** The pack as a narration's source: the landmark by name and its Wikidata item (or the pack's id). */
export function landmarkSource(landmark: Landmark): string {
  return `Roamcast landmark pack: ${landmark.names.en} (${landmark.wikidata ? `Wikidata ${landmark.wikidata}` : landmark.id})`;
}
