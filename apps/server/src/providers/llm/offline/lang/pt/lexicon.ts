import type { FormContext, LanguagePack } from '../../types';

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

export const pt: Pick<LanguagePack, 'code' | 'title' | 'lexicon' | 'forms' | 'extract'> = {
  code: 'pt',
  title: '{theme}: {place}',
  lexicon: {
    dir: {
      N: 'norte',
      NE: 'nordeste',
      E: 'leste',
      SE: 'sudeste',
      S: 'sul',
      SW: 'sudoeste',
      W: 'oeste',
      NW: 'noroeste',
    },
    dirTo: {
      N: 'ao norte',
      NE: 'a nordeste',
      E: 'a leste',
      SE: 'a sudeste',
      S: 'ao sul',
      SW: 'a sudoeste',
      W: 'a oeste',
      NW: 'a noroeste',
    },
    latitude: { north: 'norte', south: 'sul' },
    hemisphere: { north: 'hemisfério Norte', south: 'hemisfério Sul' },
    side: { left: 'esquerdo', right: 'direito' },
    longitude: { east: 'leste', west: 'oeste' },
    pole: { north: 'Polo Norte', south: 'Polo Sul' },
    moon: {
      new: 'uma lua nova',
      waxing_crescent: 'uma lua crescente',
      first_quarter: 'um quarto crescente',
      waxing_gibbous: 'uma lua gibosa crescente',
      full: 'uma lua cheia',
      waning_gibbous: 'uma lua gibosa minguante',
      last_quarter: 'um quarto minguante',
      waning_crescent: 'uma lua minguante',
    },
    season: { spring: 'primavera', summer: 'verão', autumn: 'outono', winter: 'inverno' },
    marker: {
      march_equinox: 'o equinócio de março',
      june_solstice: 'o solstício de junho',
      september_equinox: 'o equinócio de setembro',
      december_solstice: 'o solstício de dezembro',
    },
    times: (x) => `${x} vezes`,
    clock: (hour, minute) => `${hour}h${String(minute).padStart(2, '0')}`,
  },
  forms: { em: inCountry },
  extract: [
    'Veja o que {source} diz sobre “{title}”: {text}',
    'Segundo {source}, no verbete “{title}”: {text}',
    'Mais um fato, tirado de {source}: {text}',
    'O verbete “{title}” de {source} acrescenta: {text}',
  ],
};
