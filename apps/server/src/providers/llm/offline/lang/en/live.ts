import type { LiveBank } from '../../types';

export const live: LiveBank = {
  sky: {
    clear: 'clear skies',
    mainlyClear: 'mostly clear skies',
    partlyCloudy: 'a partly cloudy sky',
    overcast: 'an overcast sky',
    fog: 'fog',
    drizzle: 'drizzle',
    freezingRain: 'freezing rain',
    rain: 'rain',
    heavyRain: 'heavy rain',
    snow: 'snow',
    showers: 'rain showers',
    snowShowers: 'snow showers',
    thunderstorm: 'thunderstorms',
  },
  fahrenheit: true,
  weather: {
    open: [
      'Right now in {place}, {wSource} reports {wTemp} and {wSky}.',
      'Here is the live weather for {place}, from {wSource}: it is {wTemp}, with {wSky}.',
      'Here is the live weather for {place}, from {wSource}: it is {wTemp} right now.',
    ],
    tomorrow: [
      'Tomorrow, {d1Day}, {wSource} expects {d1Sky}, with a high of {d1High} and a low of {d1Low}.',
      'The forecast for tomorrow, {d1Day}, is {d1Sky}, between a low of {d1Low} and a high of {d1High}.',
      'Tomorrow, {d1Day}, should range from a low of {d1Low} to a high of {d1High}.',
    ],
    wind: ['The wind is blowing at about {wWind}.', 'Expect a wind of around {wWind} as you walk.'],
    calm: ['There is hardly any wind at the moment.'],
    later: ['On {d2Day}, the outlook is {d2Sky}, from {d2Low} up to {d2High}.'],
    today: ['Today’s high is forecast at {d0High}, and tonight should cool to about {d0Low}.'],
    feels: ['With the wind and the humidity, it feels more like {wFeels}.'],
    rain: ['{wSource} measured {wRain} of rain or snow in its latest reading.'],
  },
  news: {
    open: [
      'Here are recent headlines that mention {place}, each with the outlet that published it.',
      'Let us start with the news: these are the latest stories in the press that mention {place}.',
    ],
    item: ['“{title}”, from {source}.', 'From {source}: “{title}”.'],
    dated: ['On {date}, {source} reported: “{title}”.', '“{title}”, reported by {source} on {date}.'],
  },
  events: {
    open: [
      'Here is what is listed around {place} in the coming days, in open event listings.',
      'Some real dates for your diary: these events near {place} are listed for the week ahead.',
    ],
    item: ['“{title}”, listed by {source}.'],
    at: ['“{title}”, at {venue}, listed by {source}.'],
    on: ['On {date}: “{title}”, listed by {source}.'],
    atOn: ['On {date}, “{title}” at {venue}, listed by {source}.'],
  },
};
