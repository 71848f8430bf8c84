/**
 * Places a listener can name in "set location to ...": well-known cities and destinations whose every
 * word has a pronunciation in the CMU dictionary the offline engine ships with (pocketsphinx-en-us).
 * The grammar test checks that; a name missing from the dictionary would make the engine refuse the grammar.
 */
const CITY_LIST = `
aberdeen, abu dhabi, acapulco, accra, adelaide, agra, akron, albuquerque, alexandria, amarillo, amman,
amsterdam, anchorage, annapolis, antwerp, asheville, aspen, assisi, athens, atlanta, auckland, austin, avignon,
bali, baltimore, bangalore, bangkok, barbados, barcelona, basel, bath, beijing, beirut, belfast, belgrade,
bergen, berkeley, berlin, bern, bethlehem, bilbao, birmingham, bogota, boise, bologna, bonn, bordeaux, boston,
boulder, bremen, brighton, brisbane, bristol, bruges, brussels, bucharest, budapest, buenos aires, buffalo,
burlington, cadiz, cairns, cairo, calgary, cambridge, canberra, cancun, canterbury, cape town, capri, caracas,
cardiff, carmel, cartagena, casablanca, charleston, charlotte, chester, chiang mai, chicago, christchurch,
cincinnati, cleveland, cologne, colombo, columbus, concord, copenhagen, cordoba, cork, dakar, dallas, damascus,
darwin, dayton, delft, delhi, denver, detroit, doha, dresden, dubai, dublin, dubrovnik, duluth, dunedin,
durban, dusseldorf, edinburgh, edmonton, el paso, essen, eugene, fairbanks, fargo, fez, fiji, flagstaff,
florence, frankfurt, fresno, galveston, galway, geneva, genoa, ghent, gibraltar, glasgow, goa, gothenburg,
granada, guadalajara, guatemala city, halifax, hamburg, hamilton, hanoi, hanover, hartford, havana, heidelberg,
helsinki, hiroshima, ho chi minh city, hobart, hong kong, honolulu, houston, hue, inverness, istanbul,
jacksonville, jakarta, jamaica, jerusalem, johannesburg, juneau, kansas city, key largo, key west, kingston,
krakow, kuala lumpur, kyoto, la paz, lagos, las vegas, lausanne, leeds, leipzig, lexington, lille, lima,
lisbon, liverpool, london, los angeles, louisville, lubbock, lucerne, luxembourg, luxor, lyon, macau, madison,
madrid, malaga, malibu, malta, manchester, manila, marrakech, marseille, mecca, medellin, melbourne, memphis,
merida, mexico city, miami, miami beach, milan, milwaukee, minneapolis, mobile, monaco, monterey, monterrey,
montevideo, montreal, moscow, mumbai, munich, muscat, myrtle beach, nagasaki, nairobi, nantes, naples, nara,
nashville, new delhi, new orleans, new york, new york city, newcastle, newport, nice, nottingham, oakland,
oaxaca, oklahoma city, omaha, orlando, orleans, osaka, oslo, ottawa, oxford, palermo, palm springs, palo alto,
pamplona, panama city, paris, pasadena, pensacola, perth, petra, philadelphia, phoenix, pisa, pittsburgh,
plymouth, portland, porto, portsmouth, prague, princeton, providence, puebla, quebec, quebec city, quito,
raleigh, regina, reno, reykjavik, richmond, riga, rio de janeiro, rochester, rome, rotterdam, sacramento,
saint louis, saint petersburg, salem, salt lake city, salvador, salzburg, san antonio, san diego,
san francisco, san jose, san juan, san salvador, santa barbara, santa cruz, santa fe, santa monica, santiago,
sao paulo, saskatoon, savannah, seattle, sedona, seoul, seville, shanghai, singapore, sitka, sofia, split,
spokane, stockholm, stockton, strasbourg, stuttgart, sydney, tacoma, tahiti, taipei, tallahassee, tampa,
tel aviv, tijuana, tokyo, toledo, topeka, toronto, toulouse, tucson, tulsa, tunis, turin, valencia, vancouver,
venice, verona, victoria, vienna, vilnius, warsaw, washington, wellington, whitehorse, wichita, williamsburg,
windsor, winnipeg, yellowknife, yokohama, york, zagreb, zurich`;

export const CITY_NAMES: readonly string[] = CITY_LIST.split(',').map((name) => name.trim());

/** Where the listener stands: what "tell me about this place" is about. */
export const HERE_PHRASES = ['here', 'this place'] as const;
