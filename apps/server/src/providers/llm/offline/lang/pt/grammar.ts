import { era } from '../../landmark-bank';
import type { FormContext } from '../../types';
import type { LanguageGrammar } from '../grammar';

/** Countries named without an article: "em Portugal", "em Angola", "em Cuba". */
const BARE = new Set('PT IL AO MZ CV CU MT SG MC AD HN SV TW HK MO TL ST MG CY OM SM LU MU BW RW'.split(' '));

const MASCULINE = new Set(
  `BR JP MX CA CL PE EC UY PY EG MA IQ IR LB PK AF VN NP KZ KH LA BD SN CM GH CG GB KW QA YE BT SD TD NE ML GA TG BJ KE ZW
  MW SZ LS BI UZ TM TJ KG AZ VA SR HT BH`.split(/\s+/u),
);

/** "na França", "no Brasil", "nos Estados Unidos", "nas Filipinas", "em Portugal". */
function inCountry(name: string, { countryCode }: FormContext): string {
  if (/^(Estados|Países|Emirados)/u.test(name)) return `nos ${name}`;
  if (/^(Filipinas|Maldivas|Seychelles|Bahamas|Ilhas|Comores)/u.test(name)) return `nas ${name}`;
  if (/^Reino/u.test(name)) return `no ${name}`;
  if (/^República/u.test(name)) return `na ${name}`;
  if (BARE.has(countryCode)) return `em ${name}`;
  return `${MASCULINE.has(countryCode) ? 'no' : 'na'} ${name}`;
}

/**
 * Towns Portuguese names with their article ("no Porto", "do Cairo", "a Haia", "na Cidade do México"): said
 * so in every sentence, the contractions ("em o" -> "no") follow.
 */
const WITH_ARTICLE: Readonly<Record<string, string>> = {
  Porto: 'o Porto',
  Cairo: 'o Cairo',
  'Rio de Janeiro': 'o Rio de Janeiro',
  Recife: 'o Recife',
  Funchal: 'o Funchal',
  Haia: 'a Haia',
  Pireu: 'o Pireu',
  Havre: 'o Havre',
  'Cidade do México': 'a Cidade do México',
  'Cidade do Cabo': 'a Cidade do Cabo',
  'Cidade da Guatemala': 'a Cidade da Guatemala',
  'Cidade do Panamá': 'a Cidade do Panamá',
  'Cidade de Ho Chi Minh': 'a Cidade de Ho Chi Minh',
  'Cidade de Olongapo': 'a Cidade de Olongapo',
  'Cidade de Batangas': 'a Cidade de Batangas',
  'Cidade de Dali': 'a Cidade de Dali',
};

const year = (y: number, approx = false) => {
  const { n, bc } = era(y);
  return `${approx ? 'por volta de ' : ''}${n}${bc ? ' a.C.' : ''}`;
};

/** How Portuguese says what its bank (bank.json) cannot: inflections, counts, clock times and years. */
export const grammar: LanguageGrammar = {
  lexicon: {
    times: (x) => `${x} vezes`,
    clock: (hour, minute) => `${hour}h${String(minute).padStart(2, '0')}`,
    placeName: (name) => WITH_ARTICLE[name] ?? name,
  },
  forms: { em: inCountry },
  landmark: {
    year,
    when: (y, end, approx) => (end ? `entre ${year(y)} e ${year(end)}` : approx ? year(y, true) : `em ${year(y)}`),
    span: (from, until) => (until ? `de ${year(from)} a ${year(until)}` : `desde ${year(from)}`),
  },
};
