import type { LanguagePack } from '../../types';

export const es: Pick<LanguagePack, 'code' | 'title' | 'lexicon' | 'forms' | 'extract'> = {
  code: 'es',
  title: '{theme}: {place}',
  lexicon: {
    dir: { N: 'norte', NE: 'noreste', E: 'este', SE: 'sureste', S: 'sur', SW: 'suroeste', W: 'oeste', NW: 'noroeste' },
    dirTo: {
      N: 'al norte',
      NE: 'al noreste',
      E: 'al este',
      SE: 'al sureste',
      S: 'al sur',
      SW: 'al suroeste',
      W: 'al oeste',
      NW: 'al noroeste',
    },
    latitude: { north: 'norte', south: 'sur' },
    hemisphere: { north: 'el hemisferio norte', south: 'el hemisferio sur' },
    side: { left: 'izquierdo', right: 'derecho' },
    longitude: { east: 'este', west: 'oeste' },
    pole: { north: 'el Polo Norte', south: 'el Polo Sur' },
    moon: {
      new: 'una luna nueva',
      waxing_crescent: 'una luna creciente',
      first_quarter: 'un cuarto creciente',
      waxing_gibbous: 'una luna gibosa creciente',
      full: 'una luna llena',
      waning_gibbous: 'una luna gibosa menguante',
      last_quarter: 'un cuarto menguante',
      waning_crescent: 'una luna menguante',
    },
    season: { spring: 'primavera', summer: 'verano', autumn: 'otoño', winter: 'invierno' },
    marker: {
      march_equinox: 'el equinoccio de marzo',
      june_solstice: 'el solsticio de junio',
      september_equinox: 'el equinoccio de septiembre',
      december_solstice: 'el solsticio de diciembre',
    },
    times: (x) => `${x} veces`,
  },
  forms: {},
  extract: [
    'Esto es lo que dice {source} sobre «{title}»: {text}',
    'Según {source}, en su artículo «{title}»: {text}',
    'Un dato más, tomado de {source}: {text}',
    'El artículo «{title}» de {source} añade lo siguiente: {text}',
  ],
};
