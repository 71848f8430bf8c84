import type { QaKeywords } from '../../types';

export const keywords: QaKeywords = {
  intents: {
    recall: `you said|you say|you mentioned|you mention|you talked|you were saying|the story|the narration
      |more about|what was that|repeat`,
    tour: `this tour|the tour|which stop|what stop|stop number|how many stops|waypoint`,
    clock: `what time is it|time is it|the time now|current time|local time|time zone|what day is
      |what is the date|today's date|what date`,
    sun: `sunset|sun set|sunrise|sun rise|sun go down|sun goes down|sun come up|sun comes up|sundown|dusk|dawn
      |daylight|day length|length of the day|how long is the day|get dark|gets dark|dark$|golden hour|noon|twilight
      |the sun$`,
    moon: `moon|lunar`,
    season: `season|solstice|equinox|summer|winter|spring$|autumn|longest day|shortest day`,
    weather: `weather|temperature|rain|forecast|wind$|windy|snow|sunny|cloud|umbrella|hot$|cold$|warm$|chilly
      |storm`,
    news: `news|headline|happening|event|what's on|concert|festival`,
    population: `population|populat|how many people|how many inhabitants|how many residents|how many live
      |inhabitants|residents|people live|how big|how large|size of`,
    distance: `how far|distance|far is|far away|far from|how long to|how long does it take|which direction
      |what direction|which way|where is|where's|get to|walk to|drive to|kilomet|miles`,
    neighbours: `nearby|near by|near here|around here|close by|neighbo|nearest|closest|towns near|places near
      |surround|other towns|towns around|villages`,
    country: `country|which state|what state|region|province|county|nation|coordinates|latitude|longitude|gps`,
    history: `history|historic|who$|whose|why|built|build$|founded|founder|name come|named after|origin|lived
      |famous|designed|architect|when was|how old|century|legend|ghost|used to be|in the past`,
    overview: `tell me about|about this place|about here|where am i|where are we|what is this|what's this
      |what place|what is here|describe|overview|what town|what city|which town|which city|this place|called
      |name of this|where is this`,
  },
  stopWords: `a an the and or but of to in on at for from by with about into is are was were be been am do does
     did have has had it its this that these those there here what which who whom whose when where why how much many
     some any can could would should will may might must i me my we us our you your he she they them their tell say
     said says mention mentioned talk story narration please just also more again really very know thing things
     place get far away like`,
};
