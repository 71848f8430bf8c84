import type { NarrationSource } from '../schemas/narration-source';

/**
 * A narration's sources as readers see them, from what its row records. Rows keep one line of text per
 * source ("Wikipedia (en): Lyon, CC BY-SA 4.0"), old rows included, so the name, the link and the
 * licence are read back out of those lines; an entry already structured passes through. A line this
 * does not recognise is still shown, by its text.
 */
export function narrationSourcesOf(entries: ReadonlyArray<string | NarrationSource>): NarrationSource[] {
  const seen = new Set<string>();
  const sources: NarrationSource[] = [];
  for (const entry of entries) {
    const source = typeof entry === 'string' ? describeLine(entry) : withSafeUrl(entry);
    if (!source.name || seen.has(source.name)) continue;
    seen.add(source.name);
    sources.push(source);
  }
  return sources;
}

const WIKIPEDIA = /^Wikipedia \(([a-z-]{2,12})\): (.+?)(?:, (CC BY-SA [\d.]+))?$/u;
const PACK_WIKIPEDIA = /^Landmark pack: Wikipedia, “(.+)”$/u;
const PACK_UNESCO = /^Landmark pack: UNESCO World Heritage List, site (\d+)$/u;
const WIKIDATA = /Wikidata (Q\d+)/u;
const TRAILING_URL = /^(.+?): (https?:\/\/\S+)$/u;
const OFFICIAL_SITE = /^Landmark pack: official site (https?:\/\/\S+)$/u;
const LICENCE = /(?:,\s*|\s*\()((?:CC0|CC BY(?:-[A-Z]{2})*)(?: [\d.]+)?(?: IGO)?|ODbL(?: [\d.]+)?|public domain)\)?/iu;
const DOMAIN = /\(((?:[a-z0-9-]+\.)+[a-z]{2,})\)/iu;

/** Where a source's home is when its line names it but gives no address. */
const HOMES: Array<[RegExp, string]> = [
  [/GeoNames/u, 'https://www.geonames.org/'],
  [/OpenStreetMap/u, 'https://www.openstreetmap.org/copyright'],
  [/NOAA/u, 'https://gml.noaa.gov/grad/solcalc/calcdetails.html'],
  [/Astronomy Engine/u, 'https://github.com/cosinekitty/astronomy'],
];

const WIKIPEDIA_LICENCE = 'CC BY-SA 4.0';
const UNESCO_LICENCE = 'CC BY-SA 3.0 IGO';

function wikipediaUrl(language: string, title: string): string {
  return `https://${language}.wikipedia.org/wiki/${encodeURIComponent(title.replace(/ /gu, '_'))}`;
}

function describeLine(raw: string): NarrationSource {
  const line = raw.trim();
  const wikipedia = WIKIPEDIA.exec(line);
  if (wikipedia) {
    const [, language, title, licence] = wikipedia as unknown as [string, string, string, string | undefined];
    return {
      name: `Wikipedia (${language}): ${title}`,
      url: wikipediaUrl(language, title),
      licence: licence ?? WIKIPEDIA_LICENCE,
    };
  }
  const packArticle = PACK_WIKIPEDIA.exec(line);
  if (packArticle) return { name: line, url: wikipediaUrl('en', packArticle[1]!), licence: WIKIPEDIA_LICENCE };
  const unesco = PACK_UNESCO.exec(line);
  if (unesco) return { name: line, url: `https://whc.unesco.org/en/list/${unesco[1]}`, licence: UNESCO_LICENCE };
  const official = OFFICIAL_SITE.exec(line);
  if (official) return { name: line, url: official[1] };
  const linked = TRAILING_URL.exec(line);
  if (linked) return withSafeUrl({ name: linked[1]!, url: linked[2]! });

  const licence = LICENCE.exec(line);
  const name = licence ? line.replace(licence[0], '').trim() : line;
  const wikidata = WIKIDATA.exec(line);
  const domain = DOMAIN.exec(line);
  const url = wikidata
    ? `https://www.wikidata.org/wiki/${wikidata[1]}`
    : domain
      ? `https://${domain[1]}`
      : HOMES.find(([pattern]) => pattern.test(line))?.[1];
  return { name, ...(url ? { url } : {}), ...(licence ? { licence: licence[1] } : {}) };
}

/** Only web addresses become links: a stored "javascript:" or other scheme never reaches an href. */
function withSafeUrl(source: NarrationSource): NarrationSource {
  const { url, ...rest } = source;
  return url && /^https?:\/\//iu.test(url) ? { ...rest, url } : rest;
}
