/**
 * How a pack fact's source is listed under a story: "Landmark pack: Wikipedia, “Eiffel Tower”".
 * Sources are `wikipedia:<English article>`, `wikidata:<Q-id>#<P-id>`, `unesco:<site number>`,
 * `official:<https URL>` (the place's own site) or `page:<https URL>` (another public page that
 * states the fact, such as a museum's or a newspaper's).
 */
export function describeFactSource(src: string, pack: 'Landmark pack' | 'Town pack'): string {
  const [kind, ...rest] = src.split(':');
  const value = rest.join(':');
  if (kind === 'wikipedia') return `${pack}: Wikipedia, “${value}”`;
  if (kind === 'unesco') return `${pack}: UNESCO World Heritage List, site ${value}`;
  if (kind === 'wikidata') return `${pack}: Wikidata ${value.replace('#', ' (')})`;
  if (kind === 'page') return `${pack}: ${value}`;
  return `${pack}: official site ${value}`;
}
