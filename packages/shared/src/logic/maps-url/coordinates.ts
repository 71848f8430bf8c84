export interface Coordinates {
  lat: number;
  lng: number;
}

function inRange(lat: number, lng: number): Coordinates | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

const DECIMAL_PAIR = /^(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;
// 48°51'30.1"N 2°17'40.2"E, as Google Maps writes a dropped pin (seconds and minutes may be missing).
const DMS = String.raw`(\d{1,3})°\s*(?:(\d{1,2})['′]\s*)?(?:(\d{1,2}(?:\.\d+)?)["″]\s*)?([NSEW])`;
const DMS_PAIR = new RegExp(`^${DMS}[\\s,]+${DMS}$`, 'i');

function dmsValue(degrees: string, minutes = '0', seconds = '0', hemisphere: string): number {
  const value = Number(degrees) + Number(minutes) / 60 + Number(seconds) / 3600;
  return /[SW]/i.test(hemisphere) ? -value : value;
}

/** "48.8584, 2.2945" or 48°51'30.1"N 2°17'40.2"E as coordinates; anything else (a name) gives null. */
export function parseCoordinates(text: string): Coordinates | null {
  const value = text.trim();
  const decimal = DECIMAL_PAIR.exec(value);
  if (decimal) return inRange(Number(decimal[1]), Number(decimal[2]));
  const dms = DMS_PAIR.exec(value);
  if (!dms) return null;
  const first = dmsValue(dms[1]!, dms[2], dms[3], dms[4]!);
  const second = dmsValue(dms[5]!, dms[6], dms[7], dms[8]!);
  // Latitude is the N/S one, whichever order the pair was written in.
  return /[NS]/i.test(dms[4]!) ? inRange(first, second) : inRange(second, first);
}
