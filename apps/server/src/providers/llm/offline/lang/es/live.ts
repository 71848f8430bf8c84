import type { LiveBank } from '../../types';

export const live: LiveBank = {
  sky: {
    clear: 'cielo despejado',
    mainlyClear: 'cielo casi despejado',
    partlyCloudy: 'cielo parcialmente nublado',
    overcast: 'cielo cubierto',
    fog: 'niebla',
    drizzle: 'llovizna',
    freezingRain: 'lluvia helada',
    rain: 'lluvia',
    heavyRain: 'lluvia intensa',
    snow: 'nieve',
    showers: 'chubascos',
    snowShowers: 'chubascos de nieve',
    thunderstorm: 'tormentas',
  },
  weather: {
    open: [
      'Ahora mismo en {place}, {wSource} indica {wTemp} y {wSky}.',
      'Este es el tiempo en directo en {place}, según {wSource}: {wTemp}, con {wSky}.',
      'Este es el tiempo en directo en {place}, según {wSource}: ahora mismo hace {wTemp}.',
    ],
    tomorrow: [
      'Para mañana, {d1Day}, {wSource} prevé {d1Sky}, con una máxima de {d1High} y una mínima de {d1Low}.',
      'La previsión para mañana, {d1Day}, anuncia {d1Sky}, entre una mínima de {d1Low} y una máxima de {d1High}.',
      'Mañana, {d1Day}, las temperaturas irán de una mínima de {d1Low} a una máxima de {d1High}.',
    ],
    wind: ['El viento sopla a unos {wWind}.', 'Cuenta con un viento de unos {wWind} mientras caminas.'],
    calm: ['Ahora mismo apenas sopla el viento.'],
    later: ['El {d2Day} se espera {d2Sky}, con temperaturas entre {d2Low} y {d2High}.'],
    today: ['La máxima de hoy rondará los {d0High}, y esta noche bajará hasta unos {d0Low}.'],
    feels: ['Con el viento y la humedad, la sensación térmica es de {wFeels}.'],
    rain: ['{wSource} registró {wRain} de lluvia o nieve en su última medición.'],
  },
  news: {
    open: [
      'Estos son titulares recientes que mencionan {place}, cada uno con el medio que lo publicó.',
      'Empecemos por las noticias: estas son las últimas historias de la prensa que hablan de {place}.',
    ],
    item: ['«{title}», de {source}.', 'En {source}: «{title}».'],
    dated: ['El {date}, {source} publicó: «{title}».', '«{title}», publicado por {source} el {date}.'],
  },
  events: {
    open: [
      'Esto es lo que está anunciado cerca de {place} para los próximos días, según listados abiertos de eventos.',
      'Algunas fechas reales para tu agenda: estos eventos cerca de {place} están anunciados para la próxima semana.',
    ],
    item: ['«{title}», anunciado en {source}.'],
    at: ['«{title}», en {venue}, anunciado en {source}.'],
    on: ['El {date}: «{title}», anunciado en {source}.'],
    atOn: ['El {date}, «{title}», en {venue}, anunciado en {source}.'],
  },
};
