/**
 * City-centre landmarks of Asia, the Middle East, Africa and Oceania: an offline walking tour started
 * at a city's name finds real places of the landmark pack around it.
 *
 * The cities: the most visited of these regions by international arrivals, after the Euromonitor
 * Top 100 City Destinations and the Mastercard Global Destination Cities Index (Mecca and Medina left
 * out: not open to visitors of every faith). Each list below says where a city stands.
 *
 * Later tables cover more cities of these regions: city-tables/south-asia-gulf.ts (Dubai,
 * Mumbai, Agra, Chennai, Kolkata, Riyadh, Antalya, Manila, Jakarta) and city-tables/east-asia-3.ts
 * (Guangzhou, Ho Chi Minh City, Fukuoka, Nagoya, Johor Bahru, Siem Reap, Chiba); each names the
 * cities still not covered.
 */
import type { CityCentreTable } from '../city-centre-tours';

/** At least six landmarks within 2 km of where the offline geocoder puts the city. */
const WALKING: string[] = [
  'Bangkok',
  'Hong Kong',
  'Singapore',
  'Istanbul',
  'Tokyo',
  'Kyoto',
  'Seoul',
  'Beijing',
  'Delhi',
  'Jerusalem',
  'Marrakesh',
  'Johannesburg',
  'Sydney',
  'Melbourne',
  'Auckland',
  'Osaka',
  'Kuala Lumpur',
  'Hanoi',
  'Macau',
  'Brisbane',
  'Perth',
  'Tel Aviv',
  'George Town',
];

/** At least six within 10 km only; why each one has fewer within 2 km of its point. */
const CITY_ONLY: Record<string, string> = {
  // The gazetteer's point lies north of downtown by Ramses Station; Islamic Cairo and the museum
  // quarter begin about 2 km away, so only a few of the pack's Cairo landmarks are within 2 km.
  Cairo: 'point 2 km north of Islamic Cairo and Tahrir',
  // Five real city-bowl landmarks are within 2 km; a sixth we could place with certainty is not yet in the pack.
  'Cape Town': 'five landmarks within 2 km',
  // Four landmarks near the Main Station and the memorial hall; Taipei 101 and Longshan Temple lie 3 km out.
  Taipei: 'four landmarks within 2 km',
  // The point is in Jing'an, 3 km west of the Bund and 4 km from Lujiazui's towers.
  Shanghai: "point in Jing'an, 3 km west of the Bund",
  // The point is on the island's east side; the Corniche, the palaces and Saadiyat lie 5 to 9 km away.
  'Abu Dhabi': 'point 5 to 9 km from the landmarks',
  // Three landmarks inside the walls within 2 km; the pagodas and the museum lie 2 to 4 km south.
  "Xi'an": 'three landmarks within 2 km',
  // The point is 4 km west of the walled Pink City.
  Jaipur: 'point 4 km west of the Pink City',
  // The point is in Futian by SEG Plaza; the Ping An tower and Lianhuashan Park lie just over 2 km west
  // and north, the Luohu towers 3 to 4 km east.
  Shenzhen: 'one landmark within 2 km',
  // Souq Waqif, Al Koot Fort and both museums are within 2 km; the West Bay towers lie 3 to 4 km north.
  Doha: 'four landmarks within 2 km',
};

export const table: CityCentreTable = {
  title: 'city-centre landmarks of Asia, the Middle East, Africa and Oceania',

  walking: WALKING,
  cityOnly: CITY_ONLY,
};
