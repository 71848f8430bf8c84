import { era } from '../../landmark-bank';
import type { LanguageGrammar } from '../grammar';

const year = (y: number, approx = false) => {
  const { n, bc } = era(y);
  return `${approx ? 'hacia ' : ''}${n}${bc ? ' a. C.' : ''}`;
};

/** How Spanish says what its bank (bank.json) cannot: inflections, counts, clock times and years. */
export const grammar: LanguageGrammar = {
  lexicon: { times: (x) => `${x} veces` },
  forms: {},
  landmark: {
    year,
    when: (y, end, approx) => (end ? `entre ${year(y)} y ${year(end)}` : approx ? year(y, true) : `en ${year(y)}`),
    span: (from, until) => (until ? `de ${year(from)} a ${year(until)}` : `desde ${year(from)}`),
  },
};
