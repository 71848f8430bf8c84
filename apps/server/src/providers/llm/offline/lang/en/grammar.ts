import { era } from '../../landmark-bank';
import type { LanguageGrammar } from '../grammar';

/** Country names read with "the": "the United States of America", "the Netherlands". */
const WITH_THE =
  /^(United|Republic|Democratic|Kingdom|Federated|Holy|Russian Federation|Islamic|Plurinational|Central African|Dominican|Czech|Gambia|Bahamas|Netherlands|Philippines|Maldives|Comoros|Seychelles|Congo|Marshall|Solomon|Cayman|Falkland|Faroe|Cook|Turks|British|Virgin)|(Islands|Republic|Emirates)$/u;

const the = (country: string) => (WITH_THE.test(country) ? `the ${country}` : country);

const year = (y: number, approx = false) => {
  const { n, bc } = era(y);
  return `${approx ? 'around ' : ''}${n}${bc ? ' BC' : ''}`;
};

/** How English says what its bank (bank.json) cannot: inflections, counts, clock times and years. */
export const grammar: LanguageGrammar = {
  lexicon: { times: (x) => `${x} times` },
  forms: {
    the,
    The: (country) => {
      const phrase = the(country);
      return phrase.charAt(0).toUpperCase() + phrase.slice(1);
    },
  },
  live: { fahrenheit: true },
  landmark: {
    year,
    when: (y, end, approx) => (end ? `between ${year(y)} and ${year(end)}` : approx ? year(y, true) : `in ${year(y)}`),
    span: (from, until) => (until ? `from ${year(from)} to ${year(until)}` : `since ${year(from)}`),
  },
};
