import { era } from '../../landmark-bank';
import type { LanguageGrammar } from '../grammar';

const year = (y: number, approx = false) => {
  const { n, bc } = era(y);
  return `${approx ? 'نحو ' : ''}عام ${n}${bc ? ' قبل الميلاد' : ''}`;
};

/** How Arabic says what its bank (bank.json) cannot: inflections, counts, clock times and years. */
export const grammar: LanguageGrammar = {
  lexicon: {
    times: (x) => `${x} ضعف`,
    clock: (hour, minute) => `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'صباحًا' : 'مساءً'}`,
  },
  forms: {},
  landmark: {
    year,
    when: (y, end, approx) =>
      end
        ? `بين عامي ${era(y).n} و${era(end).n}${end < 0 ? ' قبل الميلاد' : ''}`
        : approx
          ? year(y, true)
          : `في ${year(y)}`,
    span: (from, until) => (until ? `من ${year(from)} حتى ${year(until)}` : `منذ ${year(from)}`),
  },
};
