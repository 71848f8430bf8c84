import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { QaPhrases } from '../types';
import { keywords as ar } from './ar/keywords';
import { sentences as arSentences } from './ar/sentences';
import { keywords as de } from './de/keywords';
import { sentences as deSentences } from './de/sentences';
import { keywords as en } from './en/keywords';
import { sentences as enSentences } from './en/sentences';
import { keywords as es } from './es/keywords';
import { sentences as esSentences } from './es/sentences';
import { keywords as fr } from './fr/keywords';
import { sentences as frSentences } from './fr/sentences';
import { keywords as it } from './it/keywords';
import { sentences as itSentences } from './it/sentences';
import { keywords as ja } from './ja/keywords';
import { sentences as jaSentences } from './ja/sentences';
import { keywords as ko } from './ko/keywords';
import { sentences as koSentences } from './ko/sentences';
import { keywords as pt } from './pt/keywords';
import { sentences as ptSentences } from './pt/sentences';
import { keywords as zh } from './zh/keywords';
import { sentences as zhSentences } from './zh/sentences';

export const QA_PHRASES: Record<LanguageCode, QaPhrases> = {
  en: { ...en, ...enSentences },
  es: { ...es, ...esSentences },
  fr: { ...fr, ...frSentences },
  de: { ...de, ...deSentences },
  it: { ...it, ...itSentences },
  pt: { ...pt, ...ptSentences },
  ja: { ...ja, ...jaSentences },
  zh: { ...zh, ...zhSentences },
  ko: { ...ko, ...koSentences },
  ar: { ...ar, ...arSentences },
};
