/**
 * Clock zones inside the large multi-zone countries, from position alone. The lines follow the
 * state and province borders closely enough for the cities people live in; a few border counties
 * (western Kentucky, Michigan's Upper Peninsula, Broken Hill) land an hour off, which is why a
 * caller that knows the traveller's own zone should pass it.
 */
type ZoneRule = (lat: number, lng: number) => string;

const unitedStates: ZoneRule = (lat, lng) => {
  if (lat < 23 && lng < -154) return 'Pacific/Honolulu';
  if (lat > 51 && lng < -130) return lng < -169.5 ? 'America/Adak' : 'America/Anchorage';
  if (lat >= 31.3 && lat <= 37 && lng >= -114.8 && lng <= -109.05) return 'America/Phoenix';
  if (lng > (lat < 35 ? -85 : -86.5)) return 'America/New_York';
  if (lng > (lat < 37 ? -103 : -101.5)) return 'America/Chicago';
  const pacificEdge = lat > 45.6 ? -116 : lat > 42 ? -117 : -114.05;
  return lng > pacificEdge ? 'America/Denver' : 'America/Los_Angeles';
};

const canada: ZoneRule = (lat, lng) => {
  if (lat > 60 && lng < -123.8) return 'America/Whitehorse';
  if (lng < -120) return 'America/Vancouver';
  if (lng < -110 || (lat >= 60 && lng < -102)) return 'America/Edmonton';
  if (lng < -101.5) return 'America/Regina';
  if (lng < -90) return 'America/Winnipeg';
  if (lng > -59.5 && lat > 46.5 && lat < 52) return 'America/St_Johns';
  if (lng > -67.9 && lat < 47.5) return 'America/Halifax';
  return 'America/Toronto';
};

const australia: ZoneRule = (lat, lng) => {
  if (lng < 129) return 'Australia/Perth';
  if (lat > -26) return lng < 138 ? 'Australia/Darwin' : 'Australia/Brisbane';
  if (lng < 141) return 'Australia/Adelaide';
  if (lat > -29) return 'Australia/Brisbane';
  return lat < -39.5 ? 'Australia/Hobart' : 'Australia/Sydney';
};

const mexico: ZoneRule = (lat, lng) => {
  if (lat > 28 && lng < -112.5) return 'America/Tijuana';
  if (lng < -109.4 && lat <= 28) return 'America/Mazatlan';
  if (lng < -108.5 && lat > 26.3) return 'America/Hermosillo';
  if (lng < -105 && lat > 21 && lat < 27) return 'America/Mazatlan';
  if (lng > -89.3 && lat < 21.7 && lat > 17.8) return 'America/Cancun';
  return 'America/Mexico_City';
};

const brazil: ZoneRule = (lat, lng) => {
  if (lng < -67.5 && lat > -11.5) return 'America/Rio_Branco';
  if ((lng < -58 && lat > -11) || (lat < -7.3 && lat > -24.1 && lng < -53.1 && lng > -61.6)) return 'America/Manaus';
  if (lng < -33 && lng > -33.5 && lat > -4.5) return 'America/Noronha';
  return 'America/Sao_Paulo';
};

export const REGION_ZONES: Record<string, ZoneRule> = {
  US: unitedStates,
  CA: canada,
  AU: australia,
  MX: mexico,
  BR: brazil,
};
