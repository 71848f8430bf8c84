import type { LiveBank } from '../../types';

export const live: LiveBank = {
  sky: {
    clear: 'un ciel dégagé',
    mainlyClear: 'un ciel presque dégagé',
    partlyCloudy: 'un ciel partiellement nuageux',
    overcast: 'un ciel couvert',
    fog: 'du brouillard',
    drizzle: 'de la bruine',
    freezingRain: 'de la pluie verglaçante',
    rain: 'de la pluie',
    heavyRain: 'de fortes pluies',
    snow: 'de la neige',
    showers: 'des averses',
    snowShowers: 'des averses de neige',
    thunderstorm: 'des orages',
  },
  weather: {
    open: [
      'En ce moment {place|a}, {wSource} indique {wTemp} et {wSky}.',
      'Voici la météo en direct {place|a}, d’après {wSource} : il fait {wTemp}, avec {wSky}.',
      'Voici la météo en direct {place|a}, d’après {wSource} : il fait {wTemp} en ce moment.',
    ],
    tomorrow: [
      'Demain, {d1Day}, {wSource} prévoit {d1Sky}, avec un maximum de {d1High} et un minimum de {d1Low}.',
      'Pour demain, {d1Day}, la prévision annonce {d1Sky}, entre {d1Low} au plus bas et {d1High} au plus haut.',
      'Demain, {d1Day}, les températures iront de {d1Low} à {d1High}.',
    ],
    wind: ['Le vent souffle à environ {wWind}.', 'Comptez sur un vent d’environ {wWind} pendant votre promenade.'],
    calm: ['Il n’y a presque pas de vent en ce moment.'],
    later: ['Pour {d2Day}, on attend {d2Sky}, entre {d2Low} et {d2High}.'],
    today: ['Le maximum du jour devrait atteindre {d0High}, et la nuit descendre vers {d0Low}.'],
    feels: ['Avec le vent et l’humidité, la température ressentie est de {wFeels}.'],
    rain: ['{wSource} a mesuré {wRain} de pluie ou de neige lors de son dernier relevé.'],
  },
  news: {
    open: [
      'Voici des titres récents qui mentionnent {place}, chacun avec le média qui l’a publié.',
      'Commençons par l’actualité : voici les derniers articles de presse qui parlent {place|de}.',
    ],
    item: ['« {title} », selon {source}.', 'Sur {source} : « {title} ».'],
    dated: ['Le {date}, {source} titrait : « {title} ».', '« {title} », publié par {source} le {date}.'],
  },
  events: {
    open: [
      'Voici ce qui est annoncé autour {place|de} dans les prochains jours, d’après des agendas ouverts.',
      'Quelques vraies dates pour votre agenda : ces événements près {place|de} sont annoncés pour la semaine à venir.',
    ],
    item: ['« {title} », annoncé sur {source}.'],
    at: ['« {title} », {venue}, annoncé sur {source}.'],
    on: ['Le {date} : « {title} », annoncé sur {source}.'],
    atOn: ['Le {date}, « {title} », {venue}, annoncé sur {source}.'],
  },
};
