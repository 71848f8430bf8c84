/**
 * City-centre landmarks of more of Europe's most visited cities, in the north-west and the east: an
 * offline walking tour started at a city's name finds real places of the landmark pack around it
 * (`facts/city-landmarks-europe-east.json`).
 *
 * The cities: from the Euromonitor International Top 100 City Destinations 2019 and the Mastercard
 * Global Destination Cities Index 2019, with the capitals and ports just below their top 100.
 * Rhodes is asked for as "Rodos": the plain name finds Rhodes in New South Wales.
 * All twelve cities asked for are covered, each as a walking tour; none had to be left out.
 */
import type { CityCentreTable } from '../city-centre-tours';

/** At least six landmarks within 2 km of where the offline geocoder puts the city. */
const WALKING: string[] = [
  'Liverpool',
  'Belfast',
  'Düsseldorf',
  'Sofia',
  'Bucharest',
  'Belgrade',
  'Zagreb',
  'Ljubljana',
  'Thessaloniki',
  'Rodos',
  'Minsk',
  'Bratislava',
];

export const table: CityCentreTable = {
  title: 'city-centre landmarks of Europe, north-west and east',

  walking: WALKING,
};
