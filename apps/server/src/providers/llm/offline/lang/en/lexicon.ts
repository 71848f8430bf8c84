import type { LanguagePack } from '../../types';

/** Country names read with "the": "the United States of America", "the Netherlands". */
const WITH_THE =
  /^(United|Republic|Democratic|Kingdom|Federated|Holy|Russian Federation|Islamic|Plurinational|Central African|Dominican|Czech|Gambia|Bahamas|Netherlands|Philippines|Maldives|Comoros|Seychelles|Congo|Marshall|Solomon|Cayman|Falkland|Faroe|Cook|Turks|British|Virgin)|(Islands|Republic|Emirates)$/u;

const the = (country: string) => (WITH_THE.test(country) ? `the ${country}` : country);

export const en: Pick<LanguagePack, 'code' | 'title' | 'lexicon' | 'forms' | 'extract'> = {
  code: 'en',
  title: '{theme}: {place}',
  lexicon: {
    dir: {
      N: 'north',
      NE: 'northeast',
      E: 'east',
      SE: 'southeast',
      S: 'south',
      SW: 'southwest',
      W: 'west',
      NW: 'northwest',
    },
    dirTo: {
      N: 'to the north',
      NE: 'to the northeast',
      E: 'to the east',
      SE: 'to the southeast',
      S: 'to the south',
      SW: 'to the southwest',
      W: 'to the west',
      NW: 'to the northwest',
    },
    latitude: { north: 'north', south: 'south' },
    hemisphere: { north: 'northern hemisphere', south: 'southern hemisphere' },
    side: { left: 'left', right: 'right' },
    longitude: { east: 'east', west: 'west' },
    pole: { north: 'the North Pole', south: 'the South Pole' },
    moon: {
      new: 'new moon',
      waxing_crescent: 'waxing crescent',
      first_quarter: 'first-quarter moon',
      waxing_gibbous: 'waxing gibbous moon',
      full: 'full moon',
      waning_gibbous: 'waning gibbous moon',
      last_quarter: 'last-quarter moon',
      waning_crescent: 'waning crescent',
    },
    season: { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter' },
    marker: {
      march_equinox: 'the March equinox',
      june_solstice: 'the June solstice',
      september_equinox: 'the September equinox',
      december_solstice: 'the December solstice',
    },
    times: (x) => `${x} times`,
  },
  forms: {
    the,
    The: (country) => {
      const phrase = the(country);
      return phrase.charAt(0).toUpperCase() + phrase.slice(1);
    },
  },
  extract: [
    'Here is what {source} says about {title}: {text}',
    'In the words of {source}, writing about {title}: {text}',
    'One more fact, from {source}: {text}',
    'The entry on {title} in {source} adds this: {text}',
  ],
};
