import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { LanguagePack } from '../types';
import { englishPack } from './en/pack';
import { frenchPack } from './fr/pack';
import { spanishPack } from './es/pack';
import { germanPack } from './de/pack';
import { italianPack } from './it/pack';
import { portuguesePack } from './pt/pack';
import { japanesePack } from './ja/pack';
import { chinesePack } from './zh/pack';
import { koreanPack } from './ko/pack';
import { arabicPack } from './ar/pack';

export const LANGUAGE_PACKS: Record<LanguageCode, LanguagePack> = {
  en: englishPack,
  es: spanishPack,
  fr: frenchPack,
  de: germanPack,
  it: italianPack,
  pt: portuguesePack,
  ja: japanesePack,
  zh: chinesePack,
  ko: koreanPack,
  ar: arabicPack,
};
