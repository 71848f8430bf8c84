import type { LiveBank } from '../../types';

export const live: LiveBank = {
  sky: {
    clear: 'cielo sereno',
    mainlyClear: 'cielo quasi sereno',
    partlyCloudy: 'cielo parzialmente nuvoloso',
    overcast: 'cielo coperto',
    fog: 'nebbia',
    drizzle: 'pioggerella',
    freezingRain: 'pioggia gelata',
    rain: 'pioggia',
    heavyRain: 'pioggia forte',
    snow: 'neve',
    showers: 'rovesci',
    snowShowers: 'rovesci di neve',
    thunderstorm: 'temporali',
  },
  weather: {
    open: [
      'In questo momento a {place} {wSource} segnala {wTemp} e {wSky}.',
      'Ecco il meteo in tempo reale a {place}, secondo {wSource}: {wTemp}, con {wSky}.',
      'Ecco il meteo in tempo reale a {place}, secondo {wSource}: in questo momento ci sono {wTemp}.',
    ],
    tomorrow: [
      'Per domani, {d1Day}, {wSource} prevede {d1Sky}, con una massima di {d1High} e una minima di {d1Low}.',
      'La previsione per domani, {d1Day}, indica {d1Sky}, tra una minima di {d1Low} e una massima di {d1High}.',
      'Domani, {d1Day}, le temperature andranno da una minima di {d1Low} a una massima di {d1High}.',
    ],
    wind: ['Il vento soffia a circa {wWind}.', 'Mentre cammini, aspettati un vento di circa {wWind}.'],
    calm: ['In questo momento non c’è quasi vento.'],
    later: ['Per {d2Day} si attende {d2Sky}, con temperature tra {d2Low} e {d2High}.'],
    today: ['La massima di oggi dovrebbe arrivare a {d0High}, e stanotte si scenderà a circa {d0Low}.'],
    feels: ['Con il vento e l’umidità, la temperatura percepita è di {wFeels}.'],
    rain: ['Nell’ultima rilevazione {wSource} ha misurato {wRain} di pioggia o neve.'],
  },
  news: {
    open: [
      'Ecco alcuni titoli recenti che citano {place}, ciascuno con la testata che l’ha pubblicato.',
      'Cominciamo dalle notizie: ecco gli ultimi articoli di stampa che parlano di {place}.',
    ],
    item: ['«{title}», da {source}.', 'Su {source}: «{title}».'],
    dated: ['Il {date} {source} ha scritto: «{title}».', '«{title}», pubblicato da {source} il {date}.'],
  },
  events: {
    open: [
      'Ecco che cosa è in programma nei dintorni di {place} nei prossimi giorni, secondo elenchi di eventi aperti.',
      'Qualche data vera per la tua agenda: questi eventi vicino a {place} sono in programma nella prossima settimana.',
    ],
    item: ['«{title}», segnalato da {source}.'],
    at: ['«{title}», presso {venue}, segnalato da {source}.'],
    on: ['Il {date}: «{title}», segnalato da {source}.'],
    atOn: ['Il {date}, «{title}», presso {venue}, segnalato da {source}.'],
  },
};
