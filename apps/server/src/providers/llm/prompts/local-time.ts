import type { PlaceFacts } from '../../geo/place-facts';
import { resolveTimeZone } from '../offline/time-zones';

/**
 * The listener's date and clock time, so "this evening" or "in winter" comes out right: in their
 * device's zone, else the place's, else UTC.
 */
export function localTime(now: Date, timeZone: string | undefined, facts: PlaceFacts): string {
  const zone = resolveTimeZone(timeZone, facts.country.code, facts.lat, facts.lng) ?? 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(now);
  return `${text} (${zone})`;
}
