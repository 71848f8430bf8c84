import { REGION_ZONES } from './time-zone-regions';

/**
 * Clock time zones by country, for the countries that keep one zone (or split cleanly by position).
 * Narrations quote sunrise and sunset in local clock time; where the zone cannot be told from the
 * position (Russia, Indonesia...) and the caller gave none, they give day lengths and no clock times.
 */
const SINGLE_ZONE = `AD Europe/Andorra AE Asia/Dubai AF Asia/Kabul AG America/Antigua AI America/Anguilla AL Europe/Tirane
AM Asia/Yerevan AO Africa/Luanda AR America/Argentina/Buenos_Aires AS Pacific/Pago_Pago AT Europe/Vienna
AW America/Aruba AX Europe/Mariehamn AZ Asia/Baku BA Europe/Sarajevo BB America/Barbados BD Asia/Dhaka
BE Europe/Brussels BF Africa/Ouagadougou BG Europe/Sofia BH Asia/Bahrain BI Africa/Bujumbura BJ Africa/Porto-Novo
BL America/St_Barthelemy BM Atlantic/Bermuda BN Asia/Brunei BO America/La_Paz BQ America/Kralendijk BS America/Nassau
BT Asia/Thimphu BW Africa/Gaborone BY Europe/Minsk BZ America/Belize CC Indian/Cocos CF Africa/Bangui
CG Africa/Brazzaville CH Europe/Zurich CI Africa/Abidjan CK Pacific/Rarotonga CM Africa/Douala CN Asia/Shanghai
CO America/Bogota CR America/Costa_Rica CU America/Havana CV Atlantic/Cape_Verde CW America/Curacao
CX Indian/Christmas CY Asia/Nicosia CZ Europe/Prague DE Europe/Berlin DJ Africa/Djibouti DK Europe/Copenhagen
DM America/Dominica DO America/Santo_Domingo DZ Africa/Algiers EE Europe/Tallinn EG Africa/Cairo EH Africa/El_Aaiun
ER Africa/Asmara ET Africa/Addis_Ababa FI Europe/Helsinki FJ Pacific/Fiji FK Atlantic/Stanley FO Atlantic/Faroe
FR Europe/Paris GA Africa/Libreville GB Europe/London GD America/Grenada GE Asia/Tbilisi GF America/Cayenne
GG Europe/Guernsey GH Africa/Accra GI Europe/Gibraltar GM Africa/Banjul GN Africa/Conakry GP America/Guadeloupe
GQ Africa/Malabo GR Europe/Athens GS Atlantic/South_Georgia GT America/Guatemala GU Pacific/Guam GW Africa/Bissau
GY America/Guyana HK Asia/Hong_Kong HN America/Tegucigalpa HR Europe/Zagreb HT America/Port-au-Prince
HU Europe/Budapest IE Europe/Dublin IL Asia/Jerusalem IM Europe/Isle_of_Man IN Asia/Kolkata IO Indian/Chagos
IQ Asia/Baghdad IR Asia/Tehran IS Atlantic/Reykjavik IT Europe/Rome JE Europe/Jersey JM America/Jamaica
JO Asia/Amman JP Asia/Tokyo KE Africa/Nairobi KG Asia/Bishkek KH Asia/Phnom_Penh KM Indian/Comoro KN America/St_Kitts
KP Asia/Pyongyang KR Asia/Seoul KW Asia/Kuwait KY America/Cayman KZ Asia/Almaty LA Asia/Vientiane LB Asia/Beirut
LC America/St_Lucia LI Europe/Vaduz LK Asia/Colombo LR Africa/Monrovia LS Africa/Maseru LT Europe/Vilnius
LU Europe/Luxembourg LV Europe/Riga LY Africa/Tripoli MA Africa/Casablanca MC Europe/Monaco MD Europe/Chisinau
ME Europe/Podgorica MF America/Marigot MG Indian/Antananarivo MH Pacific/Majuro MK Europe/Skopje ML Africa/Bamako
MM Asia/Yangon MO Asia/Macau MP Pacific/Saipan MQ America/Martinique MR Africa/Nouakchott MS America/Montserrat
MT Europe/Malta MU Indian/Mauritius MV Indian/Maldives MW Africa/Blantyre MY Asia/Kuala_Lumpur MZ Africa/Maputo
NA Africa/Windhoek NC Pacific/Noumea NE Africa/Niamey NF Pacific/Norfolk NG Africa/Lagos NI America/Managua
NL Europe/Amsterdam NO Europe/Oslo NP Asia/Kathmandu NR Pacific/Nauru NU Pacific/Niue OM Asia/Muscat
PA America/Panama PE America/Lima PH Asia/Manila PK Asia/Karachi PL Europe/Warsaw PM America/Miquelon
PN Pacific/Pitcairn PR America/Puerto_Rico PS Asia/Hebron PW Pacific/Palau PY America/Asuncion QA Asia/Qatar
RE Indian/Reunion RO Europe/Bucharest RS Europe/Belgrade RW Africa/Kigali SA Asia/Riyadh SB Pacific/Guadalcanal
SC Indian/Mahe SD Africa/Khartoum SE Europe/Stockholm SG Asia/Singapore SH Atlantic/St_Helena SI Europe/Ljubljana
SJ Arctic/Longyearbyen SK Europe/Bratislava SL Africa/Freetown SM Europe/San_Marino SN Africa/Dakar
SO Africa/Mogadishu SR America/Paramaribo SS Africa/Juba ST Africa/Sao_Tome SV America/El_Salvador
SX America/Lower_Princes SY Asia/Damascus SZ Africa/Mbabane TC America/Grand_Turk TD Africa/Ndjamena TG Africa/Lome
TH Asia/Bangkok TJ Asia/Dushanbe TK Pacific/Fakaofo TL Asia/Dili TM Asia/Ashgabat TN Africa/Tunis TO Pacific/Tongatapu
TR Europe/Istanbul TT America/Port_of_Spain TV Pacific/Funafuti TW Asia/Taipei TZ Africa/Dar_es_Salaam
UA Europe/Kyiv UG Africa/Kampala UY America/Montevideo UZ Asia/Tashkent VA Europe/Vatican VC America/St_Vincent
VE America/Caracas VG America/Tortola VI America/St_Thomas VN Asia/Ho_Chi_Minh VU Pacific/Efate WF Pacific/Wallis
WS Pacific/Apia XK Europe/Belgrade YE Asia/Aden YT Indian/Mayotte ZA Africa/Johannesburg ZM Africa/Lusaka
ZW Africa/Harare`;

export const COUNTRY_ZONES: ReadonlyMap<string, string> = new Map(
  SINGLE_ZONE.split(/\s+/u).flatMap((token, index, all) =>
    index % 2 === 0 ? [[token, all[index + 1]!] as const] : [],
  ),
);

/** Countries with a second zone on outlying islands or a far edge, told apart by position. */
const SPLIT_ZONES: Record<string, (lat: number, lng: number) => string> = {
  ES: (lat, lng) => (lat < 30 && lng < -12 ? 'Atlantic/Canary' : 'Europe/Madrid'),
  PT: (_lat, lng) => (lng < -20 ? 'Atlantic/Azores' : 'Europe/Lisbon'),
  EC: (_lat, lng) => (lng < -85 ? 'Pacific/Galapagos' : 'America/Guayaquil'),
  CL: (lat, lng) => (lng < -100 ? 'Pacific/Easter' : lat < -48 ? 'America/Punta_Arenas' : 'America/Santiago'),
  NZ: (_lat, lng) => (lng < -170 ? 'Pacific/Chatham' : 'Pacific/Auckland'),
  MN: (_lat, lng) => (lng < 100 ? 'Asia/Hovd' : 'Asia/Ulaanbaatar'),
  PG: (_lat, lng) => (lng > 154 ? 'Pacific/Bougainville' : 'Pacific/Port_Moresby'),
};

/** Building a formatter to test a zone costs milliseconds (ICU loads its rules), so each zone is tested once. */
const zoneValidity = new Map<string, boolean>();

function isValidZone(zone: string): boolean {
  let valid = zoneValidity.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    // Callers may pass any text (a device's zone); only so many distinct ones are remembered.
    if (zoneValidity.size < 1_000) zoneValidity.set(zone, valid);
  }
  return valid;
}

/** The IANA zone to quote times in: the caller's (the traveller's device), else the place's, else null (no clock times). */
export function resolveTimeZone(
  requested: string | undefined,
  countryCode: string,
  lat: number,
  lng: number,
): string | null {
  if (requested && isValidZone(requested)) return requested;
  const code = countryCode.toUpperCase();
  const zone = (SPLIT_ZONES[code] ?? REGION_ZONES[code])?.(lat, lng) ?? COUNTRY_ZONES.get(code);
  return zone && isValidZone(zone) ? zone : null;
}
