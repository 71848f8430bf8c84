/**
 * City-centre landmarks of southern and western Europe (Split, Valencia, Málaga, Palma, Granada,
 * Marseille, Lyon, Naples, Bologna, Pisa, Bruges and Antwerp): an offline walking tour started at a
 * city's name finds real places of the landmark pack around it.
 *
 * The cities: the Euromonitor International Top 100 City Destinations 2019 and the Mastercard Global
 * Destination Cities Index 2019, and the capitals and ports just below their top 100. Valencia and
 * Granada are asked for with their country ("Valencia" alone is the Venezuelan city), Bruges and
 * Antwerp by the names the gazetteer gives them (Brugge, Antwerpen; "Bruges" alone is a town near
 * Bordeaux, "Antwerp" one in Ohio).
 *
 * Every city of this list is covered: each gazetteer point lies within its city's centre.
 */
import type { CityCentreTable } from '../city-centre-tours';

/** At least six landmarks within 2 km of where the offline geocoder puts the city. */
const WALKING: string[] = [
  'Split',
  'Valencia, Spain',
  'Málaga',
  'Palma',
  'Granada, Spain',
  'Marseille',
  'Lyon',
  'Naples',
  'Bologna',
  'Pisa',
  'Brugge',
  'Antwerpen',
];

export const table: CityCentreTable = {
  title: 'city-centre landmarks of southern and western Europe',
  walking: WALKING,
};
