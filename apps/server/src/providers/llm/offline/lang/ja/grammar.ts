import { era } from '../../landmark-bank';
import type { LanguageGrammar } from '../grammar';

const year = (y: number, approx = false) => {
  const { n, bc } = era(y);
  return `${bc ? '紀元前' : ''}${n}年${approx ? '頃' : ''}`;
};

/** How Japanese says what its bank (bank.json) cannot: inflections, counts, clock times and years. */
export const grammar: LanguageGrammar = {
  lexicon: {
    times: (x) => `${x}倍`,
    clock: (hour, minute) => `${hour < 12 ? '午前' : '午後'}${hour % 12}時${minute ? `${minute}分` : ''}`,
    duration: (hours, minutes) => `${hours ? `${hours}時間` : ''}${minutes || !hours ? `${minutes}分` : ''}`,
  },
  forms: {},
  landmark: {
    year,
    when: (y, end, approx) => (end ? `${year(y)}から${year(end)}にかけて` : `${year(y, approx)}に`),
    span: (from, until) => (until ? `${year(from)}から${year(until)}まで` : `${year(from)}から`),
  },
};
