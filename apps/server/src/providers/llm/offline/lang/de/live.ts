import type { LiveBank } from '../../types';

export const live: LiveBank = {
  sky: {
    clear: 'klarem Himmel',
    mainlyClear: 'überwiegend klarem Himmel',
    partlyCloudy: 'teils bewölktem Himmel',
    overcast: 'bedecktem Himmel',
    fog: 'Nebel',
    drizzle: 'Nieselregen',
    freezingRain: 'gefrierendem Regen',
    rain: 'Regen',
    heavyRain: 'starkem Regen',
    snow: 'Schnee',
    showers: 'Regenschauern',
    snowShowers: 'Schneeschauern',
    thunderstorm: 'Gewittern',
  },
  weather: {
    open: [
      'Gerade meldet {wSource} für {place} {wTemp} bei {wSky}.',
      'Hier ist das aktuelle Wetter in {place}, nach {wSource}: {wTemp} bei {wSky}.',
      'Hier ist das aktuelle Wetter in {place}, nach {wSource}: Es sind gerade {wTemp}.',
    ],
    tomorrow: [
      'Für morgen, {d1Day}, erwartet {wSource} ein Wetter mit {d1Sky}, mit Höchstwerten um {d1High} und Tiefstwerten um {d1Low}.',
      'Die Vorhersage für morgen, {d1Day}, sieht ein Wetter mit {d1Sky} vor, zwischen {d1Low} und {d1High}.',
      'Morgen, am {d1Day}, reichen die Temperaturen von {d1Low} bis {d1High}.',
    ],
    wind: ['Der Wind weht mit etwa {wWind}.', 'Rechnen Sie beim Gehen mit Wind von etwa {wWind}.'],
    calm: ['Im Moment geht kaum ein Lüftchen.'],
    later: ['Am {d2Day} erwartet man ein Wetter mit {d2Sky}, zwischen {d2Low} und {d2High}.'],
    today: ['Die Höchsttemperatur heute soll bei {d0High} liegen, und in der Nacht kühlt es auf etwa {d0Low} ab.'],
    feels: ['Mit Wind und Luftfeuchtigkeit fühlt es sich eher an wie {wFeels}.'],
    rain: ['{wSource} hat bei der letzten Messung {wRain} Regen oder Schnee verzeichnet.'],
  },
  news: {
    open: [
      'Hier sind aktuelle Schlagzeilen, in denen {place} vorkommt, jeweils mit dem Medium, das sie veröffentlicht hat.',
      'Beginnen wir mit den Nachrichten: Das sind die neuesten Pressemeldungen, die {place} erwähnen.',
    ],
    item: ['„{title}“, von {source}.', 'Bei {source}: „{title}“.'],
    dated: ['Am {date} meldete {source}: „{title}“.', '„{title}“, veröffentlicht von {source} am {date}.'],
  },
  events: {
    open: [
      'Das ist rund um {place} für die nächsten Tage angekündigt, laut offenen Veranstaltungslisten.',
      'Ein paar echte Termine für Ihren Kalender: Diese Veranstaltungen bei {place} sind für die kommende Woche angekündigt.',
    ],
    item: ['„{title}“, angekündigt bei {source}.'],
    at: ['„{title}“, Ort: {venue}, angekündigt bei {source}.'],
    on: ['Am {date}: „{title}“, angekündigt bei {source}.'],
    atOn: ['Am {date}: „{title}“, Ort: {venue}, angekündigt bei {source}.'],
  },
};
