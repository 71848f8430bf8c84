import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { wordsForMinutes } from '@roamcast/shared/logic/spoken-length';
import { latOf, lngOf, loadGazetteer } from '../../geo/gazetteer';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { attachLandmark } from '../../knowledge/landmarks/attach-landmark';
import type { Landmark } from '../../knowledge/landmarks/landmark-schema';
import { landmarkTitle } from '../../knowledge/landmarks/landmark-title';
import { loadLandmarks } from '../../knowledge/landmarks/load-landmarks';
import { composeNarration } from './compose-narration';

/**
 * Issue 20's story table: 1-minute history stories at famous landmarks and towns on six continents,
 * in all ten languages across the table. Each names the place in the listener's language and script
 * and states at least three of its facts with the right values. The values are written here from
 * the sources (Wikipedia, UNESCO) rather than read from the pack, so a wrong value in the pack, a
 * fact the composer drops, or a language that loses it fails the row.
 */

type Values = string[];
/** continent, landmark id, language, values (years and measures as digits; names as that language writes them). */
const LANDMARKS: Array<[continent: string, id: string, language: LanguageCode, values: Values]> = [
  ['Europe', 'Q243', 'ja', ['1887', '1889', '330', 'ギュスターヴ・エッフェル', 'モーリス・ケクラン', '1991', '1930']],
  ['Europe', 'Q10285', 'en', ['72', '80', '48', 'Vespasian', '1980', 'Titus', '189']],
  [
    'Europe',
    'Q41225',
    'es',
    ['1859', '96', 'Augustus Pugin', '1987', '1843', 'Edmund Beckett Denison', 'Edward John Dent'],
  ],
  [
    'Europe',
    'Q62378',
    'fr',
    ['1066', '1988', 'William', 'Guillaume le Conquérant', '1078', 'Anne Boleyn', 'Lady Jane Grey'],
  ],
  ['Europe', 'Q83125', 'zh', ['1886', '1894', '244', '61', '65']],
  [
    'Europe',
    'Q2981',
    'de',
    ['1163', '1345', '2019', '96', '1991', 'Maurice de Sully', 'Eugène Viollet-le-Duc', '2024'],
  ],
  ['Europe', 'arc-de-triomphe', 'ko', ['1806', '1836', '50', '나폴레옹', '프랑수아 뤼드']],
  [
    'Europe',
    'Q82425',
    'it',
    ['1788', '1791', '26', 'Carl Gotthard Langhans', 'Federico Guglielmo II', 'Johann Gottfried Schadow'],
  ],
  ['Europe', 'cologne-cathedral', 'ar', ['1248', '1880', '157', '1884', '1996']],
  ['Europe', 'charles-bridge', 'pt', ['1357', '1402', '516', 'Charles IV', '1992']],
  ['Europe', 'Q48435', 'ja', ['1882', '2005', '172.5', 'アントニ・ガウディ']],
  ['Europe', 'parthenon', 'en', ['447', '432', 'Ictinus', 'Callicrates', 'Phidias', '1987']],
  ['Europe', 'Q12506', 'zh', ['532', '537', '1985', '查士丁尼一世']],
  ['Europe', 'st-pauls-cathedral', 'es', ['1675', '1710', '111', 'Christopher Wren', 'Horatio Nelson']],
  ['Europe', 'trevi-fountain', 'fr', ['1762', 'Nicola Salvi', 'Pietro Bracci', '1980', 'Pope Clement XII', '26.3']],
  ['Europe', 'leaning-tower-of-pisa', 'de', ['1173', '1372', '1987', 'Giovanni di Simone', 'Tommaso Pisano', '55.86']],
  ['Europe', 'westminster-abbey', 'ko', ['1245', '1066', '1987', '헨리 3세', '아이작 뉴턴', '찰스 다윈']],
  ['Europe', 'belem-tower', 'it', ['1514', '1519', 'Francisco de Arruda', '1983', 'Manuele I del Portogallo', '30']],
  ['Europe', 'blue-mosque', 'pt', ['1609', '1616', 'Ahmed I', 'Sedefkâr Mehmed Ağa', '1985', '43']],
  ['Europe', 'hungarian-parliament', 'en', ['1885', '1904', '96', 'Imre Steindl', '1987', '1896', '268']],
  ['Europe', 'st-peters-basilica', 'ar', ['1506', '1626', '136', 'مايكل أنجلو', 'دوناتو برامانتي', '1984']],
  ['Europe', 'hallgrimskirkja', 'es', ['1945', '1986', '74.5', 'Guðjón Samúelsson', 'Alexander Stirling Calder']],
  ['Europe', 'mont-saint-michel', 'ja', ['966', '1979', '92', '300万']],
  [
    'Europe',
    'pantheon-rome',
    'fr',
    ['113', '125', '1980', 'Hadrian', 'Raphael', 'Victor-Emmanuel II', 'Umberto I', '43.3'],
  ],
  ['Europe', 'ponte-vecchio', 'zh', ['1345', '1982', '95', '乔尔乔·瓦萨里', '30']],
  ['Europe', 'st-marks-basilica', 'de', ['1063', '1094', '1987', 'Domenico Contarini', '76.5', '43']],
  ['Europe', 'milan-cathedral', 'ko', ['1386', '1965', '108.5', '잔 갈레아초 비스콘티', '158.6', '1805']],
  [
    'Europe',
    'alhambra',
    'it',
    ['1238', '1984', 'Muhammad I', 'Muhammad I of Granada', 'Yusuf I', 'Muhammad V', 'Carlo V', 'Christopher Columbus'],
  ],
  [
    'Europe',
    'neuschwanstein-castle',
    'pt',
    ['1869', 'Ludwig II', 'Eduard Riedel', 'Georg von Dollmann', 'Christian Jank'],
  ],
  ['Europe', 'prague-castle', 'en', ['880', '1992', '570', 'Bořivoj I', 'Charles IV']],
  ['Europe', 'st-basils-cathedral', 'ar', ['1555', '1561', '1990', 'إيفان الرهيب', '47.5']],
  ['Europe', 'rijksmuseum', 'es', ['1798', '1885', 'Pierre Cuypers', '2003', '2013', 'Cruz y Ortiz']],
  ['Europe', 'atomium', 'fr', ['1958', '102', 'André Waterkeyn', 'André Polak', 'Jean Polak']],
  [
    'North America',
    'Q9188',
    'de',
    ['1886', '93', 'Bartholdi', 'Frédéric Auguste Bartholdi', 'Gustave Eiffel', '1984', 'Richard Morris Hunt'],
  ],
  ['North America', 'empire-state-building', 'ja', ['1930', '1931', '443', '1970']],
  ['North America', 'Q44440', 'it', ['1933', '1937', '1280', 'Joseph Strauss', 'Irving Morrow', '2737', '227', '1964']],
  [
    'North America',
    'brooklyn-bridge',
    'pt',
    ['1869', '1883', 'Roebling', 'John A. Roebling', 'Washington Roebling', '486', '1834', '1903'],
  ],
  ['North America', 'white-house', 'en', ['1792', '1800', 'James Hoban', 'John Adams', '1814', '1817']],
  [
    'North America',
    'us-capitol',
    'es',
    [
      '1793',
      '1800',
      'William Thornton',
      '88',
      'Benjamin Henry Latrobe',
      'Charles Bulfinch',
      'Thomas U. Walter',
      'Thomas Crawford',
      '1814',
    ],
  ],
  [
    'North America',
    'washington-monument',
    'fr',
    ['1848', '1884', '169', 'Robert Mills', '1889', 'Thomas Lincoln Casey'],
  ],
  [
    'North America',
    'space-needle',
    'de',
    ['1962', '184', 'John Graham', 'John Graham Jr.', 'Edward E. Carlson', 'Victor Steinbrueck'],
  ],
  ['North America', 'gateway-arch', 'it', ['1963', '1965', '192', 'Eero Saarinen', 'Hannskarl Bandel', '1967']],
  ['North America', 'cn-tower', 'zh', ['1973', '1976', '553', '1975', '2007']],
  [
    'North America',
    'hoover-dam',
    'pt',
    ['1931', '1936', '221', 'Gordon Kaufmann', 'Frank Crowe', 'Six Companies', '1935'],
  ],
  ['North America', 'mount-rushmore', 'en', ['1927', '1941', 'Gutzon Borglum', '18', 'Lincoln Borglum', '1745']],
  [
    'North America',
    'independence-hall',
    'es',
    ['1732', '1753', '1979', 'Andrew Hamilton', 'Edmund Woolley', 'William Strickland'],
  ],
  ['North America', 'willis-tower', 'fr', ['1973', '442', 'Bruce Graham', 'Fazlur Rahman Khan', '1998', '1970']],
  ['North America', 'lincoln-memorial', 'de', ['1914', '1922', 'Henry Bacon', 'Daniel Chester French']],
  ['North America', 'central-park', 'it', ['1858', 'Frederick Law Olmsted', 'Calvert Vaux', '4000']],
  [
    'North America',
    'hollywood-sign',
    'pt',
    ['1923', '1978', '14', 'Harry Chandler', 'Hugh Hefner', 'Thomas Fisk Goff'],
  ],
  [
    'North America',
    'chateau-frontenac',
    'en',
    ['1893', '1985', 'Bruce Price', 'William Sutherland Maxwell', 'William Van Horne', '79.9'],
  ],
  [
    'North America',
    'palacio-de-bellas-artes',
    'es',
    ['1904', '1934', 'Adamo Boari', 'Federico Mariscal', 'Porfirio Díaz'],
  ],
  ['South America', 'christ-the-redeemer', 'ko', ['1922', '1931', '30']],
  ['South America', 'machu-picchu', 'fr', ['1450', '1983', '2430', 'Pachacutec', 'Hiram Bingham']],
  [
    'South America',
    'obelisco-buenos-aires',
    'de',
    ['1936', '67.5', 'Alberto Prebisch', 'Siemens Bauunion', 'Mariano de Vedia y Mitre'],
  ],
  [
    'South America',
    'iguazu-falls',
    'it',
    ['82', '1984', '1934', 'Álvar Núñez Cabeza de Vaca', '2700', 'Eleanor Roosevelt'],
  ],
  ['South America', 'sugarloaf-mountain', 'ar', ['396', '2012', '1912', 'ألبرت أينشتاين']],
  [
    'South America',
    'teatro-colon',
    'pt',
    ['1889', '1908', 'Francesco Tamburini', 'Vittorio Meano', 'Julio Dormal', '28'],
  ],
  [
    'South America',
    'la-moneda-palace',
    'en',
    ['1784', '1805', 'Joaquín Toesca', 'Manuel Bulnes', '1973', '1981', 'Agustín Cavallero'],
  ],
  ['Asia', 'Q9141', 'es', ['1632', '1653', '73', 'Shah Jahan', 'Ustad Ahmad Lahauri', '1983', 'Mumtaz Mahal']],
  ['Asia', 'red-fort', 'fr', ['1639', '1648', 'Shah Jahan', '2007', 'Ustad Ahmad Lahauri']],
  ['Asia', 'forbidden-city', 'de', ['1406', '1420', '1987', 'der Yongle-Kaiser', 'Kuai Xiang', '1925', 'Puyi']],
  ['Asia', 'temple-of-heaven', 'ja', ['1406', '1420', '1998', '永楽帝', '1889', '38']],
  ['Asia', 'tokyo-tower', 'it', ['1958', '333', 'Tachū Naitō', 'Takenaka Corporation', '1957']],
  ['Asia', 'petronas-towers', 'pt', ['1998', '452', 'César Pelli', '2004']],
  ['Asia', 'Q12495', 'en', ['2010', '828', 'Adrian Smith', '2004', 'Bill Baker']],
  ['Asia', 'kinkaku-ji', 'zh', ['1397', '1950', '1955', '1994', '足利义满']],
  [
    'Asia',
    'gyeongbokgung',
    'es',
    ['1395', '1867', '1592', 'Taejo de Joseon', 'Heungseon Daewongun', 'Gojong de Corea'],
  ],
  ['Asia', 'shanghai-tower', 'fr', ['2015', '632', 'Jun Xia', 'Thornton Tomasetti', '2008']],
  ['Asia', 'india-gate', 'de', ['1931', '42', 'Edwin Lutyens', '1921']],
  ['Asia', 'gateway-of-india', 'it', ['1924', '26', 'George Wittet', '1915', 'George V']],
  ['Asia', 'himeji-castle', 'pt', ['1609', '1993', '1333', '1601', 'Ikeda Terumasa', 'Toyotomi Hideyoshi']],
  ['Asia', 'dome-of-the-rock', 'ko', ['691', '1981', '1022', '쉴레이만 1세']],
  ['Asia', 'angkor-wat', 'en', ['1150', '1992', 'Suryavarman II', 'Henri Mouhot']],
  ['Asia', 'marina-bay-sands', 'es', ['2010', '194', 'Moshe Safdie', 'Ssangyong Engineering & Construction', 'Arup']],
  [
    'Asia',
    'sheikh-zayed-grand-mosque',
    'fr',
    ['1996', '2007', '12', 'Yousef Abdelky', 'Sheikh Zayed bin Sultan Al Nahyan'],
  ],
  ['Asia', 'golden-temple', 'de', ['1604', '1809', 'Guru Arjan', 'Guru Ram Das', 'Ranjit Singh']],
  ['Africa', 'Q37200', 'it', ['2560', '138.5', 'Khufu', '-2560', '1311', '1979']],
  ['Africa', 'great-sphinx', 'pt', ['73', '2500', 'Khafre', '20', '1979', 'Quéfren', 'Tutemés IV']],
  ['Africa', 'hassan-ii-mosque', 'en', ['1993', '210', 'Michel Pinseau', 'Bouygues', 'Hassan II', '1986']],
  ['Africa', 'victoria-falls', 'es', ['108', '1989', 'David Livingstone', '1708']],
  ['Africa', 'kilimanjaro', 'fr', ['5895', '1987', 'Hans Meyer', 'Ludwig Purtscheller', '1973']],
  [
    'Africa',
    'table-mountain',
    'de',
    ['1085', '2004', 'António de Saldanha', 'Lady Anne Barnard', 'Jan Smuts', 'Sandstein'],
  ],
  [
    'Africa',
    'robben-island',
    'it',
    ['1999', '1997', 'Nelson Mandela', 'Walter Sisulu', 'Robert Sobukwe', 'Jacob Zuma'],
  ],
  ['Oceania', 'Q45178', 'pt', ['1959', '1973', 'Jørn Utzon', '2007', 'Peter Hall', 'Ove Arup', '65']],
  [
    'Oceania',
    'sydney-harbour-bridge',
    'en',
    ['1932', '503', '134', 'John Bradfield', 'Ralph Freeman', 'Dorman Long', '1149', '1923'],
  ],
  ['Oceania', 'uluru', 'ar', ['348', '1987', '863', '3600']],
  ['Oceania', 'sky-tower-auckland', 'es', ['1997', '328', 'Gordon Moller', '1994', 'Fletcher Construction']],
  ['Oceania', 'great-barrier-reef', 'fr', ['2300', '1981', 'James Cook', '1975']],
  ['Oceania', 'hyde-park-barracks', 'de', ['1817', 'Francis Greenway', '2010', '1819', 'Lachlan Macquarie']],
];

/** continent, GeoNames id, language, facts (each stated when any of its forms appears). */
const TOWNS: Array<[continent: string, id: number, language: LanguageCode, facts: Values[]]> = [
  ['Europe', 2946447, 'de', [['Beethoven'], ['1949'], ['Schumann'], ['Rhein']]],
  ['Europe', 2875601, 'ja', [['1143'], ['1226'], ['1356'], ['1942']]],
  ['Europe', 2267057, 'pt', [['1755'], ['1974'], ['1988'], ['1998'], ['Pessoa']]],
  ['Europe', 3176959, 'it', [['1966'], ['Dante'], ['Galileo'], ['Machiavelli'], ['Arno']]],
  ['Europe', 2509954, 'es', [['138'], ['1094'], ['1238'], ['1348'], ['1957'], ['paella', 'Paella']]],
  ['Europe', 2735943, 'zh', [['1809'], ['1832'], ['1911']]],
  ['Europe', 3094802, 'fr', [['1038'], ['Copernic'], ['Szymborska'], ['Jean-Paul II'], ['Vistule']]],
  ['Europe', 2907911, 'en', [['1386'], ['1693'], ['Mark Twain'], ['Bunsen'], ['Neckar']]],
  ['Europe', 3201047, 'de', [['1667'], ['1991'], ['Marin Držić'], ['Adria']]],
  ['Europe', 2766824, 'en', [['Mozart'], ['Mozartkugel'], ['Salzach'], ['Nockerl'], ['1996']]],
  ['Asia', 1857910, 'ko', [['794'], ['1467'], ['무라사키'], ['가모']]],
  ['Asia', 1860243, 'ja', [['1488'], ['1580'], ['1583'], ['兼六園']]],
  ['Asia', 115019, 'en', [['1750'], ['Hafez'], ['Saadi'], ['Karim Khan']]],
  ['Asia', 1153671, 'fr', [['1296'], ['1774'], ['Mangrai', 'Mengrai'], ['Ping'], ['Doi Suthep']]],
  ['Asia', 1253986, 'fr', [['1559'], ['1568'], ['Pichola']]],
  ['Asia', 1808926, 'zh', [['907'], ['221'], ['西湖'], ['龙井']]],
  ['Asia', 418863, 'es', [['1598'], ['1722'], ['Abás', 'Abbas']]],
  ['Asia', 1269515, 'pt', [['1727'], ['1949'], ['Jai Singh']]],
  ['Asia', 1886760, 'it', [['514'], ['Tai'], ['Helü'], ['2020']]],
  ['Africa', 360502, 'ko', [['3200'], ['1550'], ['투탕카멘']]],
  ['Africa', 2542997, 'ar', [['1070'], ['1147'], ['ماجوريل']]],
  ['Africa', 186301, 'en', [['900'], ['1696'], ['1895']]],
  ['Africa', 2449067, 'fr', [['1100'], ['1591'], ['Mansa Moussa', 'Mansa Musa']]],
  ['Africa', 3361025, 'de', [['1679'], ['1682'], ['Simon van der Stel']]],
  ['Africa', 148730, 'ja', [['1896'], ['1963'], ['1964'], ['フレディ・マーキュリー']]],
  ['North America', 4221552, 'zh', [['1733'], ['1751'], ['1779'], ['1796']]],
  ['North America', 4574324, 'ko', [['1670'], ['1770'], ['1861'], ['1886']]],
  ['North America', 4335045, 'es', [['1718'], ['2005'], ['Louis Armstrong']]],
  ['North America', 4930956, 'ar', [['1630'], ['1773'], ['1775']]],
  ['North America', 6325494, 'fr', [['1608'], ['1759'], ['1775'], ['Champlain']]],
  ['North America', 3522507, 'it', [['1529'], ['1532'], ['mole', 'Mole']]],
  ['South America', 3868626, 'es', [['1536'], ['1906'], ['2010'], ['Neruda']]],
  ['South America', 3455671, 'pt', [['1698'], ['1711'], ['1720'], ['1789'], ['1876']]],
  ['South America', 3941584, 'ja', [['1534'], ['1650'], ['1950']]],
  ['South America', 3450554, 'de', [['1549'], ['1763'], ['Tomé de Sousa'], ['Acarajé', 'acarajé']]],
  ['South America', 3687238, 'en', [['1533'], ['1552'], ['1586'], ['1741']]],
  ['South America', 3625549, 'zh', [['1555'], ['1812'], ['1821'], ['1830']]],
  ['Oceania', 2163355, 'it', [['1804'], ['1842'], ['David Collins']]],
  ['Oceania', 2192362, 'ar', [['1850'], ['2010'], ['2011']]],
  ['Oceania', 2158177, 'pt', [['1835'], ['1847'], ['1956'], ['Joseph Reed']]],
];

const DATE = new Date('2026-06-21T18:00:00Z');
const geocoder = createOfflineGeocoder();
let landmarks: Map<string, Landmark>;
let centres: Map<number, [number, number]>;
beforeAll(() => {
  landmarks = new Map(loadLandmarks().landmarks.map((l) => [l.id, l]));
  centres = new Map(loadGazetteer().cities.map((c) => [c.cityId, [latOf(c), lngOf(c)]]));
});

async function oneMinuteStory(lat: number, lng: number, language: LanguageCode) {
  const facts = attachLandmark((await geocoder.reverse(lat, lng, language))!);
  const targetWords = wordsForMinutes(1, language);
  const story = composeNarration({ facts, theme: 'historical_facts', language, targetWords, seed: 11, date: DATE });
  return { story, facts };
}

/** Digits as the table writes them: thousands separators dropped, a decimal comma read as a point. */
const plainNumbers = (text: string) =>
  text.replace(/(\d)[,.\u00a0\u202f' ](?=\d{3}(?!\d))/gu, '$1').replace(/(\d),(?=\d{1,2}(?!\d))/gu, '$1.');
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** Whether the text states the value: a number on its own (1889, not 18890), a name anywhere. */
function states(text: string, value: string): boolean {
  if (/^[\d.]+$/u.test(value)) return new RegExp(`(^|[^\\d.])${escape(value)}(?![\\d]|[.,]\\d)`, 'u').test(text);
  return text.includes(value);
}
const stated = (text: string, facts: Values[]) => facts.filter((forms) => forms.some((v) => states(text, v)));
const OWN_SCRIPT = new Set<LanguageCode>(['ja', 'zh', 'ko', 'ar']);
const LATIN = /\p{Script=Latin}/u;

describe('the story table (issue 20)', () => {
  it('covers at least 80 landmarks and 40 towns on six continents, in all ten languages', () => {
    expect(LANDMARKS.length).toBeGreaterThanOrEqual(80);
    expect(TOWNS.length).toBeGreaterThanOrEqual(40);
    for (const table of [LANDMARKS, TOWNS]) {
      expect(new Set(table.map(([continent]) => continent)).size).toBe(6);
      expect(new Set(table.map(([, , language]) => language))).toEqual(new Set(LANGUAGE_CODES));
    }
    for (const [, , , values] of [...LANDMARKS, ...TOWNS]) expect(values.length).toBeGreaterThanOrEqual(3);
  });

  it.each(LANDMARKS)(
    '%s: %s in %s is named in its language and told with three of its facts',
    async (_, id, language, values) => {
      const landmark = landmarks.get(id)!;
      const { story } = await oneMinuteStory(landmark.lat, landmark.lng, language);
      const text = plainNumbers(story.text);
      const name = landmarkTitle(landmark, language)!;
      expect(text.toLocaleLowerCase(language), `${name} in: ${story.text}`).toContain(name.toLocaleLowerCase(language));
      if (OWN_SCRIPT.has(language)) expect(name).not.toMatch(LATIN);
      const told = stated(
        text,
        values.map((v) => [v]),
      );
      expect(told.length, `${told.join(', ')} of ${values.join(', ')} in: ${story.text}`).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(TOWNS)(
    '%s: town %i in %s is named in its language and told with three of what it is known for',
    async (_, id, language, facts) => {
      const [lat, lng] = centres.get(id)!;
      const { story, facts: place } = await oneMinuteStory(lat, lng, language);
      const town = place.city ?? place.place;
      expect(town.id).toBe(id);
      if (OWN_SCRIPT.has(language)) expect(town.name).not.toMatch(LATIN);
      const text = plainNumbers(story.text);
      expect(text, story.text).toContain(town.name);
      const told = stated(text, facts);
      expect(told.length, `${told.map((f) => f[0]).join(', ')} in: ${story.text}`).toBeGreaterThanOrEqual(3);
    },
  );
});
