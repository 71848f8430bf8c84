import type { LanguageCode } from '@roamcast/shared/catalog/languages';

type LatinLanguage = Exclude<LanguageCode, 'ja' | 'zh' | 'ko' | 'ar'>;

/**
 * Where a language written in Latin letters calls a city otherwise than the gazetteer does
 * (Londres, Londra, Nueva York, Pékin...), keyed by GeoNames id. Portuguese follows Brazilian use.
 * Each entry ends with a comment giving the gazetteer's name, which a test checks against the id.
 * An Italian name said with its article (Il Cairo, L'Avana) is also listed in the Italian grammar
 * (llm/offline/lang/it/grammar.ts), so that it contracts ("del Cairo", "all'Avana").
 */
export const LATIN_NAMES: Record<number, Partial<Record<LatinLanguage, string>>> = {
  2643743: { es: 'Londres', fr: 'Londres', it: 'Londra', pt: 'Londres' }, // London
  2988507: { it: 'Parigi' }, // Paris
  3169070: { es: 'Roma', de: 'Rom', it: 'Roma', pt: 'Roma' }, // Rome
  2950159: { es: 'Berlín', it: 'Berlino', pt: 'Berlim' }, // Berlin
  524901: { es: 'Moscú', fr: 'Moscou', de: 'Moskau', it: 'Mosca', pt: 'Moscou' }, // Moscow
  498817: {
    es: 'San Petersburgo',
    fr: 'Saint-Pétersbourg',
    de: 'Sankt Petersburg',
    it: 'San Pietroburgo',
    pt: 'São Petersburgo',
  }, // Saint Petersburg
  745044: { es: 'Estambul', pt: 'Istambul' }, // Istanbul
  2510911: { en: 'Seville', fr: 'Séville', it: 'Siviglia', pt: 'Sevilha' }, // Sevilla
  2509954: { fr: 'Valence', pt: 'Valência' }, // Valencia
  3173435: { es: 'Milán', de: 'Mailand', it: 'Milano', pt: 'Milão' }, // Milan
  3172394: { es: 'Nápoles', de: 'Neapel', it: 'Napoli', pt: 'Nápoles' }, // Naples
  3176959: { es: 'Florencia', de: 'Florenz', it: 'Firenze', pt: 'Florença' }, // Florence
  3164603: { es: 'Venecia', fr: 'Venise', de: 'Venedig', it: 'Venezia', pt: 'Veneza' }, // Venice
  3165524: { es: 'Turín', it: 'Torino', pt: 'Turim' }, // Turin
  2867714: { es: 'Múnich', de: 'München', it: 'Monaco di Baviera', pt: 'Munique' }, // Munich
  2911298: { es: 'Hamburgo', fr: 'Hambourg', it: 'Amburgo', pt: 'Hamburgo' }, // Hamburg
  2886242: { en: 'Cologne', es: 'Colonia', fr: 'Cologne', it: 'Colonia', pt: 'Colônia' }, // Köln
  2925533: { en: 'Frankfurt', es: 'Fráncfort', fr: 'Francfort', it: 'Francoforte' }, // Frankfurt am Main
  2874225: { it: 'Magonza' }, // Mainz
  2861650: { it: 'Norimberga' }, // Nürnberg
  2879139: { it: 'Lipsia' }, // Leipzig
  2935022: { it: 'Dresda' }, // Dresden
  2849483: { it: 'Ratisbona' }, // Regensburg
  2821164: { it: 'Treviri' }, // Trier
  2761369: { es: 'Viena', fr: 'Vienne', de: 'Wien', pt: 'Viena' }, // Vienna
  2766824: { it: 'Salisburgo' }, // Salzburg
  2660646: { en: 'Geneva', es: 'Ginebra', de: 'Genf', it: 'Ginevra', pt: 'Genebra' }, // Genève
  2657896: { en: 'Zurich', es: 'Zúrich', fr: 'Zurich', it: 'Zurigo', pt: 'Zurique' }, // Zürich
  3067696: { es: 'Praga', de: 'Prag', it: 'Praga', pt: 'Praga' }, // Prague
  756135: { es: 'Varsovia', fr: 'Varsovie', de: 'Warschau', it: 'Varsavia', pt: 'Varsóvia' }, // Warsaw
  3054643: { pt: 'Budapeste' }, // Budapest
  264371: { es: 'Atenas', fr: 'Athènes', de: 'Athen', it: 'Atene', pt: 'Atenas' }, // Athens
  2267057: { es: 'Lisboa', fr: 'Lisbonne', de: 'Lissabon', it: 'Lisbona', pt: 'Lisboa' }, // Lisbon
  2759794: { es: 'Ámsterdam', pt: 'Amsterdã' }, // Amsterdam
  2800866: { es: 'Bruselas', fr: 'Bruxelles', de: 'Brüssel', it: 'Bruxelles', pt: 'Bruxelas' }, // Brussels
  2618425: { es: 'Copenhague', fr: 'Copenhague', de: 'Kopenhagen', it: 'Copenaghen', pt: 'Copenhague' }, // Copenhagen
  2673730: { es: 'Estocolmo', it: 'Stoccolma', pt: 'Estocolmo' }, // Stockholm
  2964574: { es: 'Dublín', it: 'Dublino' }, // Dublin
  703448: { es: 'Kiev', de: 'Kiew', it: 'Kiev', pt: 'Kiev' }, // Kyiv
  5128581: { es: 'Nueva York', fr: 'New York', de: 'New York', it: 'New York', pt: 'Nova York' }, // New York City
  6077243: { en: 'Montreal', es: 'Montreal', de: 'Montreal', pt: 'Montreal' }, // Montréal
  3530597: {
    es: 'Ciudad de México',
    fr: 'Mexico',
    de: 'Mexiko-Stadt',
    it: 'Città del Messico',
    pt: 'Cidade do México',
  }, // Mexico City
  3553478: { es: 'La Habana', fr: 'La Havane', de: 'Havanna', it: "L'Avana" }, // Havana
  3448439: { it: 'San Paolo' }, // São Paulo
  3451190: { es: 'Río de Janeiro' }, // Rio de Janeiro
  3469058: { es: 'Brasilia', fr: 'Brasilia', it: 'Brasilia' }, // Brasília
  360630: { es: 'El Cairo', fr: 'Le Caire', de: 'Kairo', it: 'Il Cairo' }, // Cairo
  361058: { es: 'Alejandría', fr: 'Alexandrie', it: "Alessandria d'Egitto" }, // Alexandria
  292223: { es: 'Dubái', fr: 'Dubaï' }, // Dubai
  108410: { es: 'Riad', fr: 'Riyad', de: 'Riad', it: 'Riad', pt: 'Riade' }, // Riyadh
  112931: { es: 'Teherán', fr: 'Téhéran', de: 'Teheran', it: 'Teheran', pt: 'Teerã' }, // Tehran
  98182: { es: 'Bagdad', fr: 'Bagdad', de: 'Bagdad', pt: 'Bagdá' }, // Baghdad
  276781: { fr: 'Beyrouth', pt: 'Beirute' }, // Beirut
  170654: { es: 'Damasco', fr: 'Damas', de: 'Damaskus', it: 'Damasco', pt: 'Damasco' }, // Damascus
  250441: { es: 'Amán' }, // Amman
  2464470: { es: 'Túnez', it: 'Tunisi', pt: 'Túnis' }, // Tunis
  2507480: { es: 'Argel', fr: 'Alger', de: 'Algier', it: 'Algeri', pt: 'Argel' }, // Algiers
  993800: { es: 'Johannesburgo', pt: 'Joanesburgo' }, // Johannesburg
  3369157: { es: 'Ciudad del Cabo', fr: 'Le Cap', de: 'Kapstadt', it: 'Città del Capo', pt: 'Cidade do Cabo' }, // Cape Town
  344979: { es: 'Adís Abeba', fr: 'Addis-Abeba', it: 'Addis Abeba', pt: 'Adis Abeba' }, // Addis Ababa
  1138958: { fr: 'Kaboul' }, // Kabul
  1850147: { es: 'Tokio', de: 'Tokio', pt: 'Tóquio' }, // Tokyo
  1857910: { es: 'Kioto' }, // Kyoto
  1835848: { es: 'Seúl', fr: 'Séoul', it: 'Seul', pt: 'Seul' }, // Seoul
  1816670: { es: 'Pekín', fr: 'Pékin', de: 'Peking', it: 'Pechino', pt: 'Pequim' }, // Beijing
  1796236: { es: 'Shanghái', pt: 'Xangai' }, // Shanghai
  1819729: { de: 'Hongkong' }, // Hong Kong
  1821274: { es: 'Macao', fr: 'Macao', it: 'Macao' }, // Macau
  1668341: { es: 'Taipéi' }, // Taipei
  2028462: { es: 'Ulán Bator', fr: 'Oulan-Bator' }, // Ulan Bator
  1880252: { es: 'Singapur', fr: 'Singapour', de: 'Singapur', pt: 'Singapura' }, // Singapore
  1642911: { es: 'Yakarta', pt: 'Jacarta' }, // Jakarta
  1701668: { fr: 'Manille' }, // Manila
  1581130: { es: 'Hanói', fr: 'Hanoï', pt: 'Hanói' }, // Hanoi
  1566083: {
    es: 'Ciudad Ho Chi Minh',
    fr: 'Hô Chi Minh-Ville',
    de: 'Ho-Chi-Minh-Stadt',
    it: 'Città di Ho Chi Minh',
    pt: 'Cidade de Ho Chi Minh',
  }, // Ho Chi Minh City
  1261481: { es: 'Nueva Delhi', de: 'Neu-Delhi', it: 'Nuova Delhi' }, // New Delhi
};

/** Other names people type for a city, matched by forward geocoding in every language. */
export const CITY_ALIASES: Record<number, readonly string[]> = {
  5128581: ['New York', 'NYC'],
  1566083: ['Saigon'],
  1275339: ['Bombay'],
  703448: ['Kiev'],
  1816670: ['Peking'],
  2028462: ['Ulaanbaatar'],
  // Local names Natural Earth does not give for these ids (names/search/local-names.json has the others).
  3067696: ['Praha'],
  264371: ['Athína'],
};
