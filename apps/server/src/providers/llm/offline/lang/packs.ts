import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import type { LandmarkBank } from '../landmark-bank';
import type { LanguagePack } from '../types';
import type { LanguageGrammar } from './grammar';
import { lazyRecord, loadBank, loadTownBank } from './load-bank';
import { grammar as ar } from './ar/grammar';
import { grammar as de } from './de/grammar';
import { grammar as en } from './en/grammar';
import { grammar as es } from './es/grammar';
import { grammar as fr } from './fr/grammar';
import { grammar as it } from './it/grammar';
import { grammar as ja } from './ja/grammar';
import { grammar as ko } from './ko/grammar';
import { grammar as pt } from './pt/grammar';
import { grammar as zh } from './zh/grammar';

const GRAMMARS: Record<LanguageCode, LanguageGrammar> = { en, es, fr, de, it, pt, ja, zh, ko, ar };

interface Language {
  pack: LanguagePack;
  landmark: LandmarkBank;
}

/** A language's bank (its words and sentences) wired to its grammar (the parts that are code). */
const LANGUAGES = lazyRecord(LANGUAGE_CODES, (code): Language => {
  const { landmark, lexicon, live, ...bank } = loadBank(code);
  const grammar = GRAMMARS[code];
  return {
    pack: {
      code,
      ...bank,
      lexicon: { ...lexicon, ...grammar.lexicon },
      forms: grammar.forms,
      live: { ...live, ...grammar.live },
    },
    landmark: { ...landmark, ...grammar.landmark },
  };
});

/** Each language's offline composer pack, read from its bank on first use. */
export const LANGUAGE_PACKS = lazyRecord(LANGUAGE_CODES, (code) => LANGUAGES[code].pack);

/** The sentences each language tells a landmark's facts with. */
export const LANDMARK_BANKS = lazyRecord(LANGUAGE_CODES, (code) => LANGUAGES[code].landmark);

/** The sentences each language tells a town's facts with (lang/<xx>/town-bank.json). */
export const TOWN_BANKS = lazyRecord(LANGUAGE_CODES, (code) => loadTownBank(code));
