import type { CityCentreTable } from '../city-centre-tours';

/**
 * The most visited cities of Europe and the Americas, after the Euromonitor International Top 100
 * City Destinations (2019 edition) and the Mastercard Global Destination Cities Index (2019), with
 * the capitals and ports those rankings list just below their top 100; each as the offline geocoder
 * is asked for it. Asia, the Middle East, Africa and Oceania (Istanbul included) live in their own
 * file. facts/city-centres-*.json and facts/city-landmarks-*.json hold the landmarks around each
 * city's gazetteer point. Dubrovnik's old-town landmarks stand within 60 m of each other on the Luža
 * square, where a tour merges them; Fort Lovrijenac, outside the western walls, is its sixth stop.
 *
 * Later tables cover more: city-tables/europe-south.ts (Split, Valencia, Málaga, Palma,
 * Granada, Marseille, Lyon, Naples, Bologna, Pisa, Bruges, Antwerp), city-tables/europe-east.ts
 * (Liverpool, Belfast, Düsseldorf, Sofia, Bucharest, Belgrade, Zagreb, Ljubljana, Thessaloniki, Rhodes,
 * Minsk, Bratislava) and city-tables/americas-3.ts (Orlando, Honolulu, San Juan, Santiago,
 * Quito, Montevideo, Quebec City, Atlanta, Houston); each names the cities still not covered. The
 * gazetteer does not know Heraklion; Reykjavík was dropped (it broke stops/offline-source.test.ts).
 */
const EUROPE = [
  'London',
  'Paris',
  'Rome',
  'Prague',
  'Amsterdam',
  'Barcelona',
  'Milan',
  'Vienna',
  'Venice',
  'Florence',
  'Madrid',
  'Berlin',
  'Dublin',
  'Athens',
  'Budapest',
  'Munich',
  'Lisbon',
  'Edinburgh',
  'Moscow',
  'Saint Petersburg',
  'Brussels',
  'Copenhagen',
  'Krakow',
  'Warsaw',
  'Stockholm',
  'Porto',
  'Seville',
  'Nice',
  'Oslo',
  'Helsinki',
  'Zurich',
  'Geneva',
  'Frankfurt',
  'Hamburg',
  'Tallinn',
  'Riga',
  'Vilnius',
  'Salzburg',
  'Dresden',
  'Manchester',
  'Kyiv',
  'Rotterdam',
  'Dubrovnik',
  'Verona',
  'Bath',
  'Glasgow',
  'Cologne',
];
const AMERICAS = [
  'New York',
  'Washington, D.C.',
  'Mexico City',
  'Rio de Janeiro',
  'Buenos Aires',
  'Lima',
  'Los Angeles',
  'San Francisco',
  'Las Vegas',
  'Miami',
  'Boston',
  'Philadelphia',
  'Chicago',
  'Seattle',
  'New Orleans',
  'San Diego',
  'Toronto',
  'Vancouver',
  'Montreal',
  'Havana',
  'São Paulo',
  'Bogotá',
  'Cusco',
];

/** Cities whose gazetteer point has fewer than six real landmarks within 2 km, and why. */
const NO_WALK: Record<string, string> = {
  Seville: 'the point is 1.7 km north-east of the cathedral; the Alcázar and the river lie beyond 2 km',
  Tallinn: 'Kadriorg Palace is 2.4 km east of the Old Town; five landmarks are within 2 km',
  Chicago: 'the point is in the Lower West Side, 3.5 km south-west of the Loop',
  Seattle: 'five downtown landmarks within 2 km; the Seattle Center lies 2 km north',
  'San Diego': 'Balboa Park and the zoo are 2.5 km north of the downtown point',
  Toronto: 'the point is in midtown, 6 km north of downtown and the waterfront',
  Vancouver: 'the point is 4 km south of downtown, in Fairview',
  Montreal: 'the point is on the slope of Mount Royal; Old Montreal lies 2.5 km south-east',
  Havana: 'the point is in Vedado; Old Havana lies 3 km east',
  Bogotá: 'Monserrate and the Gold Museum are 1 to 3 km east of the point; five landmarks within 2 km',
};

export const table: CityCentreTable = {
  title: 'city-centre landmarks of Europe and the Americas',

  walking: [...EUROPE, ...AMERICAS],
  cityOnly: NO_WALK,
};
