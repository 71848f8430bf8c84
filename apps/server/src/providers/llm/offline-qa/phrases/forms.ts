import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { QaSentences } from '../types';

/** "1,2 million de habitantes" but "7.200 habitantes": a figure said in words takes "de". */
const withDe = (preposition: string, noun: string) => (figure: string) =>
  `${figure}${/\p{L}$/u.test(figure) ? ` ${preposition}` : ''} ${noun}`;

/** Inflections ({pop|habitants}) the answers need beyond the composer's forms: code, not words. */
export const QA_FORMS: Partial<Record<LanguageCode, NonNullable<QaSentences['forms']>>> = {
  es: { habitantes: withDe('de', 'habitantes'), personas: withDe('de', 'personas') },
  fr: {
    habitants: (figure) => (/\p{L}$/u.test(figure) ? `${figure} d’habitants` : `${figure} habitants`),
    personnes: withDe('de', 'personnes'),
  },
  it: { abitanti: withDe('di', 'abitanti'), persone: withDe('di', 'persone') },
  pt: { habitantes: withDe('de', 'habitantes'), pessoas: withDe('de', 'pessoas') },
};
