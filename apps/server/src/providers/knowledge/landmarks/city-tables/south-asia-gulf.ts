/**
 * City-centre landmarks of South Asia, the Gulf and Southeast Asia: an offline tour started at a
 * city's name finds six real places of the landmark pack (`facts/city-landmarks-south-asia-gulf.json`).
 *
 * The cities: those of these regions among the Euromonitor International Top 100 City Destinations
 * 2019 and the Mastercard Global Destination Cities Index 2019, and the capitals and ports just below
 * their top 100, that the first tables left uncovered.
 *
 * Not covered yet: Muscat (the gazetteer puts it in Bawshar, 19 km west of Old Muscat; the pack holds
 * five landmarks around the Al Alam Palace, and a sixth we could place with certainty is not yet in
 * it) and Denpasar (the pack holds the Bali Museum and the Bajra Sandhi Monument; the temple and
 * squares beside the museum could not yet be placed or dated with certainty).
 */
import type { CityCentreTable } from '../city-centre-tours';

/** At least six landmarks within 2 km of where the offline geocoder puts the city. */
const WALKING: string[] = ['Agra', 'Chennai', 'Kolkata', 'Manila'];

/** At least six within 10 km only; why each one has fewer within 2 km of its point. */
const CITY_ONLY: Record<string, string> = {
  // The point lies south-east of the centre; Bundaran HI is 3 km away, Merdeka Square 5 km.
  Jakarta: 'point 3 km south-east of Bundaran HI, 5 km from Merdeka Square',
  // The point lies east of al-Olaya and north-east of the old town: the towers are 4 to 5 km away,
  // the Masmak and the Murabba Palace 5 to 6 km.
  Riyadh: 'point 4 to 6 km from the old town and the towers',
  // The point is 2.5 km north of Kaleiçi, the walled old town, where the landmarks stand.
  Antalya: 'point 2.5 km north of Kaleiçi',
};

/** The gazetteer's point lies more than 10 km from the centre: the walk starts at the best-known landmark. */
const FROM_LANDMARK: Record<string, { id: string; why: string }> = {
  Dubai: { id: 'Q12495', why: 'the point is in Dubailand, 14 km south-east of Downtown' },
  Mumbai: { id: 'gateway-of-india', why: 'the point is in the suburbs, 17 km north of the Fort' },
};

export const table: CityCentreTable = {
  title: 'city-centre landmarks of South Asia, the Gulf and Southeast Asia',

  walking: WALKING,
  cityOnly: CITY_ONLY,
  fromLandmark: FROM_LANDMARK,
};
