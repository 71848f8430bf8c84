import type { LanguagePack } from '../../types';

export const sky: Pick<LanguagePack, 'coords' | 'sky' | 'season' | 'moon' | 'walk' | 'calendar' | 'musing'> = {
  coords: {
    lead: [
      'On the globe, you are at {lat} degrees {ns} and {lng} degrees {ew}.',
      'Your coordinates right now are {lat} degrees {ns}, {lng} degrees {ew}.',
    ],
    items: [
      'The equator lies about {equatorKm} {equatorDirTo}.',
      'As the crow flies, {pole} is about {poleKm} {poleDirTo} of you.',
      'Because the Earth spins, the ground beneath you is moving eastward at about {speed}, even while you stand perfectly still.',
      'If you walked all the way around the world along this line of latitude, you would cover about {circle}.',
      'The exact opposite point on the globe, straight through the center of the Earth, is at {antiLat} degrees {antiNs} and {antiLng} degrees {antiEw}.',
      'You are inside the tropics; the tropic line itself lies about {tropicKm} further from the equator.',
      'A degree of latitude is about one hundred and eleven kilometers on the ground anywhere on Earth, so each step in the second decimal of your coordinates is roughly a kilometer.{@degree111}',
      'Longitude lines meet at the poles, which is why a degree of longitude here is shorter than it is at the equator.',
    ],
  },
  sky: {
    lead: [
      'Today, {today}, the sun rises at {sunrise} and sets at {sunset}.',
      'Sunrise here today is at {sunrise}, and sunset at {sunset}.',
      'Today, {today}, the sun stays above the horizon here for {dayLength}.',
      'Today, {polarDay}, the sun does not set here at all: this is the season of the midnight sun.',
      'Today, {polarNight}, the sun does not rise here at all; the polar night keeps it below the horizon.',
    ],
    items: [
      'That gives {place} {dayLength} of daylight today, and {nightLength} of night.',
      'Civil twilight, the soft light before sunrise when you could read outdoors without a lamp, begins at {dawn}.',
      'After sunset the sky stays bright for another {twilight}; civil twilight ends at {dusk}.',
      'The sun reaches its highest point at {noon}, the true local noon, standing {noonAlt} above the horizon.',
      'At solar noon the sun stands due {noonDir}, so walls that face {noonDir} get the strongest light of the day.',
      'The sun rises in the {riseDir} and sets in the {setDir} today, so face that way if you want to watch either.',
      'Today is {gain} longer than yesterday; the days here are still lengthening.',
      'Today is {loss} shorter than yesterday; the days here are drawing in.',
      'The longest day of the year here, around {longestDate}, has {longest} of daylight; the shortest, around {shortestDate}, has only {shortest}.',
      'Golden hour, when the light turns warm and shadows grow long, starts around {golden} this evening.',
      'At noon today, a person about one meter seventy tall casts a shadow roughly {shadow} long.',
      'The sun’s timetable for {place} is calculated from its position on the globe and today’s date, the way astronomers do it, so it holds whatever the clouds are doing.',
    ],
  },
  season: {
    lead: [
      'Astronomically speaking, it is {season} in the {hemisphere}.',
      'By the astronomical calendar, this is {season} here.',
    ],
    items: [
      'The next turning point of the year is {marker}, on {markerDate}, {markerDays} from today.',
      'Inside the tropics the sun passes straight overhead twice a year; here that happens around {zenith1} and {zenith2}, when at noon your shadow almost disappears beneath your feet.',
      'Seasons are the tilt of the Earth made visible: its axis leans about twenty-three and a half degrees, so for half the year the {hemisphere} leans toward the sun.{@tilt}',
      'Seasons are reversed across the equator, so right now the other hemisphere is living through the opposite one.',
      'A season is not only a matter of temperature: the length of the day, the angle of the light and the sun’s path across the sky all change with it.',
      'The higher the noon sun, the more energy each square meter of ground receives, and that simple geometry is what makes a season warm or cold.',
    ],
  },
  moon: {
    lead: [
      'Tonight’s moon is a {moonPhase}, with about {moonPct} of its face lit.',
      'The moon is a {moonPhase} today, about {moonPct} illuminated.',
    ],
    items: [
      'The next full moon is {daysToFull} away.',
      'The next new moon, when the sky is darkest for stargazing, comes in {daysToNew}.',
      'Seen from the {hemisphere}, a waxing moon is lit on its {waxSide} side and a waning moon on its {waneSide}.',
      'The moon’s phase is the same for everyone on Earth on a given night, so someone far away is seeing exactly the shape you see.{@moonSame}',
    ],
  },
  walk: {
    items: [
      'If you have ten minutes, walk toward {n1}, which lies {n1DirTo}, and notice how the buildings, the traffic and the sounds change as you go.',
      'A good rule for exploring {place}: take the first turning you would normally ignore, and come back by a different street.',
      'Stop at the busiest corner you can find and stand there for two minutes; you will learn more about the rhythm of {place} than from any guidebook.',
      'Look up as you walk; upper floors usually keep their original shape long after the shop fronts below have changed.{@upperFloors}',
      'With sunset at {sunset}, plan to be somewhere with a view of the {setDir} sky as the day ends.',
      'Wherever you go from here, keep your phone in your pocket for the first five minutes; your eyes will find things a screen never shows.',
    ],
  },
  calendar: {
    items: [
      'Today is day {dayOfYear} of the year, with {daysLeft} still to come before it ends.',
      'The last turning point of the year, {lastMarker}, was {sinceMarker} ago, and the light has been shifting a little every day since.',
      'It is {weekday} today, and the rhythm of the week, with its working days and days of rest, shapes a place as surely as the seasons do.',
      'A calendar month is a leftover of the moon: one full cycle of phases lasts about twenty-nine and a half days, close to the length of a month.',
      'A year lasts about three hundred and sixty-five and a quarter days, which is why a leap day is added almost every four years.',
      'Wherever you travel, the date on the calendar is shared with millions of people, but the timetable of the sun in {place} belongs to this spot alone.',
      'Many of the world’s festivals sit close to the solstices and equinoxes, because for most of history the sun was the one calendar everyone could read.{@solsticeFestivals}',
    ],
  },
  musing: {
    items: [
      'Every place you visit changes you a little, even if you only stay an hour.',
      'Curiosity is the cheapest ticket in travel, and it gets you into almost everything.',
      'The people who live here walk these streets every day without a second look; for the next few minutes, you get to see them fresh.',
      'Travel is mostly a way of paying attention, and the same attention works just as well back home.',
      'A place is more than the sum of its facts; the facts are the map, and you are the one who walks it.',
      'Nobody sees a place the same way twice: the light, the season and your own mood change it every time.',
      'A year from now, what you remember of this moment will probably be something small, a sound, a color or a face.',
      'Every street was laid out by someone for someone, and guessing who is a quiet game that never gets old.',
      'The kindness of strangers is the most common souvenir of travel, and one of the best.',
      'Being somewhere for the first time is a gift you only get once, so let yourself be a beginner.',
      'Maps flatten the world; walking gives it back its slopes, its smells and its noise.',
      'The most interesting thing about any place is usually the people in it, and they are usually one friendly question away.',
      'A guide can tell you where to look; only you can decide what you see.',
      'The best moments of a journey are rarely on the itinerary; they happen on the way between two places you meant to see.',
      'Sitting still for five minutes in a new place is underrated: the place slowly forgets you are there and goes back to being itself.',
    ],
  },
};
