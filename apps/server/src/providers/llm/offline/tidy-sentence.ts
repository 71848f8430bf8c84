import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { openingArticle } from './name-articles';

/** Preposition and article run together where the language contracts them ("de el" -> "del"). */
const CONTRACTIONS: Partial<Record<LanguageCode, Array<[RegExp, string]>>> = {
  de: [
    [/(?<!\p{L})von das(?!\p{L})/gu, 'vom'],
    [/(?<!\p{L})von dem(?!\p{L})/gu, 'vom'],
    // A name said after "als", "heißt", "namens" loses its article in the bank's {name|bare}, not here:
    // "mehr als die Summe seiner Fakten", "eher dem Licht als der Uhr" keep theirs.
  ],
  es: [
    [/(?<!\p{L})de el(?!\p{L})/gu, 'del'],
    [/(?<!\p{L})a el(?!\p{L})/gu, 'al'],
  ],
  pt: [
    [/(?<!\p{L})de o(?!\p{L})/gu, 'do'],
    [/(?<!\p{L})de a(?!\p{L})/gu, 'da'],
    [/(?<!\p{L})de os(?!\p{L})/gu, 'dos'],
    [/(?<!\p{L})de as(?!\p{L})/gu, 'das'],
    [/(?<!\p{L})em o(?!\p{L})/gu, 'no'],
    [/(?<!\p{L})em a(?!\p{L})/gu, 'na'],
    [/(?<!\p{L})em os(?!\p{L})/gu, 'nos'],
    [/(?<!\p{L})em as(?!\p{L})/gu, 'nas'],
    [/(?<!\p{L})a o(?!\p{L})/gu, 'ao'],
    [/(?<!\p{L})a os(?!\p{L})/gu, 'aos'],
    [/(?<!\p{L})a a(?!\p{L})/gu, 'à'],
    [/(?<!\p{L})a as(?!\p{L})/gu, 'às'],
    [/(?<!\p{L})por o(?!\p{L})/gu, 'pelo'],
    [/(?<!\p{L})por a(?!\p{L})/gu, 'pela'],
    [/(?<!\p{L})por os(?!\p{L})/gu, 'pelos'],
    [/(?<!\p{L})por as(?!\p{L})/gu, 'pelas'],
    // Opening a sentence: "Em o Porto" -> "No Porto".
    [/^Em o(?!\p{L})/gu, 'No'],
    [/^Em a(?!\p{L})/gu, 'Na'],
    [/^De o(?!\p{L})/gu, 'Do'],
    [/^De a(?!\p{L})/gu, 'Da'],
    [/^A o(?!\p{L})/gu, 'Ao'],
  ],
  fr: [
    [/(?<!\p{L})de le(?!\p{L})/gu, 'du'],
    [/(?<!\p{L})de les(?!\p{L})/gu, 'des'],
    [/(?<!\p{L})à le(?!\p{L})/gu, 'au'],
    [/(?<!\p{L})à les(?!\p{L})/gu, 'aux'],
    // A plural name after "c’est" ("la fête à connaître, c’est les Fallas") takes the plural verb.
    [/(?<!\p{L})([Cc])’est les(?!\p{L})/gu, '$1e sont les'],
    // Before a vowel with any accent, a romanised name's macron included ("d’Ōtsu"), not before y or h.
    [/(?<!\p{L})(d|qu)e (?=[aeiouœæàâäéèêëîïôöùûüāēīōū])/giu, '$1’'],
    // A y read as a vowel, before a consonant: "d’Yves", "d’Ypres"; not "de Yokohama", "de Yaoundé".
    [/(?<!\p{L})(d|qu)e (?=y[^aeiouyéèàâ\s])/giu, '$1’'],
  ],
  it: [
    [/(?<!\p{L})di il(?!\p{L})/gu, 'del'],
    [/(?<!\p{L})di la(?!\p{L})/gu, 'della'],
    [/(?<!\p{L})di lo(?!\p{L})/gu, 'dello'],
    [/(?<!\p{L})di i(?!\p{L})/gu, 'dei'],
    [/(?<!\p{L})di l’/gu, 'dell’'],
    [/(?<!\p{L})a il(?!\p{L})/gu, 'al'],
    [/(?<!\p{L})in il(?!\p{L})/gu, 'nel'],
    [/(?<!\p{L})in la(?!\p{L})/gu, 'nella'],
    [/(?<!\p{L})in lo(?!\p{L})/gu, 'nello'],
    [/(?<!\p{L})in l’/gu, 'nell’'],
    [/(?<!\p{L})in le(?!\p{L})/gu, 'nelle'],
    [/(?<!\p{L})in gli(?!\p{L})/gu, 'negli'],
    [/(?<!\p{L})da il(?!\p{L})/gu, 'dal'],
    [/(?<!\p{L})da la(?!\p{L})/gu, 'dalla'],
    [/(?<!\p{L})da l’/gu, 'dall’'],
    [/(?<!\p{L})su il(?!\p{L})/gu, 'sul'],
    [/(?<!\p{L})su la(?!\p{L})/gu, 'sulla'],
    [/(?<!\p{L})su l’/gu, 'sull’'],
    [/(?<!\p{L})su lo(?!\p{L})/gu, 'sullo'],
    [/(?<!\p{L})su i(?!\p{L})/gu, 'sui'],
    [/(?<!\p{L})su gli(?!\p{L})/gu, 'sugli'],
    [/(?<!\p{L})su le(?!\p{L})/gu, 'sulle'],
    [/(?<!\p{L})da lo(?!\p{L})/gu, 'dallo'],
    [/(?<!\p{L})da i(?!\p{L})/gu, 'dai'],
    [/(?<!\p{L})da gli(?!\p{L})/gu, 'dagli'],
    [/(?<!\p{L})da le(?!\p{L})/gu, 'dalle'],
    [/(?<!\p{L})in i(?!\p{L})/gu, 'nei'],
    // Not inside a Spanish name: after a capitalised word within the sentence ("Callos a la madrileña").
    [/(?<!\p{L})(?<!(?<=[^.!?\s] )\p{Lu}\p{L}* )a la(?!\p{L})/gu, 'alla'],
    [/(?<!\p{L})a lo(?!\p{L})/gu, 'allo'],
    [/(?<!\p{L})a l’/gu, 'all’'],
    [/(?<!\p{L})a le(?!\p{L})/gu, 'alle'],
    [/(?<!\p{L})a i(?!\p{L})/gu, 'ai'],
    [/(?<!\p{L})a gli(?!\p{L})/gu, 'agli'],
    [/(?<!\p{L})di le(?!\p{L})/gu, 'delle'],
    [/(?<!\p{L})di gli(?!\p{L})/gu, 'degli'],
  ],
};

/**
 * What every rendered sentence needs, whatever its slots hold: the article elided before a number
 * read with a vowel ("all’11", "dall’800"), and "the region of" left out before a region whose own
 * name says it ("in Central Region", not "in the region of Central Region").
 */
const ALWAYS: Partial<Record<LanguageCode, Array<[RegExp, string]>>> = {
  en: [
    [/(?<!\p{L})the region of (?=[^,.;]*(?<!\p{L})Region(?!\p{L}))/gu, ''],
    // A fair named by its number is said without "the": "Montreal hosted Expo 67", "Expo ’70 was held".
    [/(?<!\p{L})[Tt]he (?=(?:World )?Expo ['’]?\d)/gu, ''],
  ],
  es: [
    [/(?<!\p{L})la región de (?=(?:Región|Provincia|Comunidad)(?!\p{L}))/gu, 'la '],
    [/(?<!\p{L})región de (?=(?:Región|Provincia)(?!\p{L}))/gu, ''],
  ],
  fr: [
    [/(?<!\p{L})la région de (?=Région(?!\p{L}))/giu, 'la '],
    [/(?<!\p{L})région de (?=Région(?!\p{L}))/giu, ''],
  ],
  de: [
    [/(?<!\p{L})der Region (?=[^,.;]*(?<!\p{L})Region(?!\p{L}))/gu, 'der '],
    [/(?<!\p{L})Region (?=[^,.;]*(?<!\p{L})Region(?!\p{L}))/gu, ''],
  ],
  it: [
    [/(?<!\p{L})(al|dal|nel|del|sul) (?=(?:8\d*|11)(?!\d))/gu, '$1l’'],
    [/(?<!\p{L})regione (?:di |della |del )?(?=(?:Regione|Provincia)(?!\p{L}))/gu, ''],
  ],
  pt: [[/(?<!\p{L})região (?:de |do |da )?(?=(?:Região|Província)(?!\p{L}))/gu, '']],
};

export function tidyRendered(text: string, language: LanguageCode): string {
  return (ALWAYS[language] ?? []).reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

/** A sentence opened by a name with its article opens with a capital ("The Great Barrier Reef is..."); a web address stays as written. */
export function capitalised(sentence: string, language: LanguageCode): string {
  const article = openingArticle(language);
  return article ? sentence.replace(article, (word) => word.charAt(0).toUpperCase() + word.slice(1)) : sentence;
}

/** Languages whose banks elide with ’: a name written with ' ("l'Opera") is made to match, so "di l’" contracts. */
const TYPOGRAPHIC_APOSTROPHE = new Set<LanguageCode>(['fr', 'it']);

/**
 * Finishes a rendered sentence: the language's contractions, and one full stop where a year or a
 * name ending in one ("a. C.", "Jr.") closes the sentence.
 */
export function tidy(text: string, language: LanguageCode): string {
  const typographic = TYPOGRAPHIC_APOSTROPHE.has(language) ? text.replace(/(?<=\p{L})'(?=\p{L})/gu, '’') : text;
  return tidyRendered(
    (CONTRACTIONS[language] ?? []).reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), typographic),
    language,
  ).replace(/\.\.(?=\s|$)/gu, '.');
}
