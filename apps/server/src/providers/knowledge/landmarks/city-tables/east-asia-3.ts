/**
 * City-centre landmarks of more East and Southeast Asian cities: an offline tour started at a city's
 * name finds real places of the landmark pack around it.
 *
 * The cities: those of East and Southeast Asia in the Euromonitor International Top 100 City
 * Destinations 2019 and the Mastercard Global Destination Cities Index 2019 (and the capitals and
 * ports just below their top 100) that the earlier tables left uncovered. Each list below says where
 * a city stands.
 *
 * Not covered yet: Phuket and Pattaya (beyond one or two sights, such as Wat Chalong and the Big
 * Buddha 8 to 12 km from Phuket Town or the Sanctuary of Truth north of Pattaya, we could not confirm
 * six landmarks with sourced facts and coordinates), and Jeju (the geocoder finds it only as "Jeju
 * City"; Gwandeokjeong, the Mokgwana, Samseonghyeol and Yongduam are near its point, but we could not
 * confirm the coordinates and facts of six of them). Zhuhai is not counted either: the six landmarks
 * within 10 km of its point in Xiangzhou are Macau's, across the border; its own sights are not yet
 * in the pack.
 */
import type { CityCentreTable } from '../city-centre-tours';

/** At least six landmarks within 2 km of where the offline geocoder puts the city. */
const WALKING: string[] = ['Guangzhou', 'Fukuoka', 'Nagoya', 'Johor Bahru'];

/** At least six within 10 km only; why each one has fewer within 2 km of its point. */
const CITY_ONLY: Record<string, string> = {
  // The point is in Tân Phú, 8 to 9.5 km west of District 1, where the cathedral, the post office,
  // the palace, the market and the opera house stand.
  'Ho Chi Minh City': 'point 8 km west of District 1',
  // The point is in the town, by the Angkor National Museum; the temples of Angkor lie 6 to 9 km north.
  'Siem Reap': 'point in the town, 6 to 9 km south of the Angkor temples',
  // Three landmarks within 2 km (the port tower, the folk museum on the castle hill, Chiba-dera); the
  // zoo lies 5 km north, Makuhari Messe and the Marine Stadium 9 km north-west.
  Chiba: 'three landmarks within 2 km',
};

export const table: CityCentreTable = {
  title: 'city-centre landmarks of East and Southeast Asia (3)',

  walking: WALKING,
  cityOnly: CITY_ONLY,
};
