/**
 * City-centre landmarks of more of the most visited cities of the Americas: an offline walking tour
 * started at a city's name finds real places of the landmark pack around it.
 *
 * The cities come from the Euromonitor International Top 100 City Destinations 2019 and the
 * Mastercard Global Destination Cities Index 2019, and the capitals and ports just below their top 100.
 * Each list below says where a city stands.
 *
 * Not covered yet (fewer than six of the pack's landmarks within 10 km of the gazetteer's point):
 * Cancún (its point lies in the inland city west of downtown; the hotel zone, the Museo Maya and the
 * ruins of El Rey and El Meco lie 6 to 13 km away, and none could be placed and sourced with
 * certainty yet), Panama City (queried as "Panamá": the pack has the F&F Tower, the JW Marriott
 * Panama, the Bridge of the Americas and the listing of Panamá Viejo and the historic district within
 * 10 km; the cathedral of the Casco Viejo and the Biomuseo still need checked coordinates) and
 * Cartagena (queried as "Cartagena, Colombia": its point is 4.5 km south-east of the walled city; the
 * pack has the listing of its port and fortresses and the Castillo San Felipe de Barajas, the churches
 * and palaces of the walled city still need checked coordinates).
 */
import type { CityCentreTable } from '../city-centre-tours';

/** At least six landmarks within 2 km of where the offline geocoder puts the city. */
const WALKING: string[] = ['Honolulu', 'Québec', 'San Juan, Puerto Rico', 'Atlanta', 'Houston', 'Montevideo'];

/** At least six within 10 km only; why each one has fewer within 2 km of its point. */
const CITY_ONLY: Record<string, string> = {
  // The point lies 1.5 km south-west of the Plaza Grande, below El Panecillo; five of the pack's old-town
  // landmarks are within 2 km, the Basílica del Voto Nacional 2.5 km north-east.
  Quito: 'five landmarks within 2 km',
  // The point is 2 km south of the Plaza de Armas, by the Palacio Cousiño; La Moneda, the Church of
  // San Francisco and Santa Lucía Hill are within 2 km, the museums by the Parque Forestal just beyond.
  'Santiago, Chile': 'point 2 km south of the Plaza de Armas',
  // Five downtown landmarks are within 2 km; the stadium of the Citrus Bowl lies 2.3 km west, the
  // Orlando Museum of Art 4 km north.
  Orlando: 'five landmarks within 2 km',
};

export const table: CityCentreTable = {
  title: 'city-centre landmarks of more cities of the Americas',

  walking: WALKING,
  cityOnly: CITY_ONLY,
};
