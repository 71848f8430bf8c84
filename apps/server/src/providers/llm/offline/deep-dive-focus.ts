import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { foldName } from '../../geo/fold-name';
import type { Candidate, Sections } from './select-sentences';
import type { SectionId } from './theme-plans';

/** The sections that hold facts a question can be about. */
const FACT_SECTIONS: readonly SectionId[] = ['landmark', 'landmarkRest', 'nearby', 'town', 'townRest', 'extracts'];
const UNSPACED: ReadonlySet<LanguageCode> = new Set(['ja', 'zh']);
/** Question words that say nothing of the subject, in the languages whose words are four letters or more. */
const STOP_WORDS = new Set(
  'about what when where which with from this that there their these those tell more history story please would like know '
    .concat('sobre como cuando donde quien quiero saber historia pour quoi quand comment dans avec histoire ')
    .concat('über wann warum welche wurde geschichte bitte della quando dove come storia voglio sapere onde ')
    .split(/\s+/u)
    .filter(Boolean),
);
const MAX_FOCUS = 80;
/** Chinese characters that join words rather than name things ("京都的寺庙": 的). */
const FUNCTION_HAN = new Set([...'的了是在和与及或有吗么呢吧之于关我你他她它们这那个些什想要请问讲说']);

/** The listener's question as the story may quote it: no template braces, one line, at most 80 characters. */
export function cleanFocus(focus: string | undefined): string {
  const text = (focus ?? '')
    .replace(/[{}<>]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[?？؟!.。]+$/u, '');
  if (text.length <= MAX_FOCUS) return text;
  const cut = text.slice(0, MAX_FOCUS);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_FOCUS / 2)).trim();
}

/**
 * What of a question a fact must say to answer it: numbers (a year), and words of four letters or
 * more cut to their stem ("gladiators" -> "gladiato", "earthquake" -> "earthqua"); in Japanese and
 * Chinese, katakana words and every two Han characters in a row.
 */
export function focusTerms(focus: string, language: LanguageCode): string[] {
  const folded = foldName(focus);
  if (UNSPACED.has(language)) {
    // Particles are kana (ja) or single characters (zh): a name or a noun is a run of Han or katakana,
    // matched by any two characters of it in a row ("1755年の地震" -> "1755", "地震").
    const runs = folded.match(/\p{N}{3,}|\p{Script=Han}{2,}|[\p{Script=Katakana}ー]{2,}/gu) ?? [];
    return [
      ...new Set(
        runs.flatMap((run) =>
          /^\p{N}+$/u.test(run) || !/\p{Script=Han}/u.test(run)
            ? [run]
            : [...run]
                .slice(0, -1)
                .map((c, i) => c + run[i + 1])
                .filter((pair) => ![...pair].some((c) => FUNCTION_HAN.has(c))),
        ),
      ),
    ];
  }
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => (/^\p{N}+$/u.test(word) ? word.length >= 3 : word.length >= 4) && !STOP_WORDS.has(word))
    .map((word) => (/^\p{N}+$/u.test(word) ? word : word.slice(0, Math.max(4, word.length - 2))));
}

function says(text: string, terms: readonly string[], language: LanguageCode): boolean {
  const folded = foldName(text);
  if (UNSPACED.has(language)) return terms.some((term) => folded.includes(term));
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return terms.some((term) => words.some((word) => word.startsWith(term)));
}

/**
 * Takes the facts that answer the question out of their sections, in the order they were found
 * (the landmark's, the landmarks around, the town's), so the deep dive tells them first.
 */
export function takeFocusFacts(
  sections: Sections,
  focus: string,
  language: LanguageCode,
  placeNames: readonly string[] = [],
): Candidate[] {
  // The place's own name is in every fact about it: "Kyoto's temples" is a question about temples.
  const names = placeNames.map(foldName);
  const terms = focusTerms(focus, language).filter((term) => !names.some((name) => name.includes(term)));
  if (!terms.length) return [];
  return FACT_SECTIONS.flatMap((id) => {
    const section = sections[id];
    if (!section) return [];
    const hits = section.items.filter((item) => says(item.text, terms, language));
    section.items = section.items.filter((item) => !hits.includes(item));
    return hits;
  });
}
