/** A tag filter as Overpass writes it: ["key"], ["key"="value"] or ["key"~"regex"]. */
const FILTER = /^\["([^"]+)"(?:(=|~)"([^"]*)")?\]$/;

/** The same filter as a test on an element's tags, so a result can be told which interest it met. */
export function tagMatcher(filter: string): (tags: Record<string, string>) => boolean {
  const match = FILTER.exec(filter);
  if (!match) throw new Error(`Not an Overpass tag filter: ${filter}`);
  const [, key, operator, value] = match as unknown as [string, string, string | undefined, string | undefined];
  if (!operator) return (tags) => key in tags;
  if (operator === '=') return (tags) => tags[key] === value;
  const pattern = new RegExp(value ?? '');
  return (tags) => tags[key] !== undefined && pattern.test(tags[key]);
}
