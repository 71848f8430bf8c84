const COORDINATES = /^([-+]?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*([-+]?\d{1,3}(?:\.\d+)?)$/u;

/** "48.8584, 2.2945" as a point, or null when the text is not a pair of coordinates on Earth. */
export function parseCoordinates(text: string): { lat: number; lng: number } | null {
  const match = COORDINATES.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** One way to read a search: the place's name and the larger places that qualify it. */
export interface Reading {
  name: string;
  qualifiers: string[];
  /** The qualifiers were set apart by commas (rather than read off words at the end). */
  commas: boolean;
}

/**
 * Ways to read text as a name and qualifiers, the whole text first: at commas ("Washington, D.C.,
 * USA"; also 、 and ،), else at spaces ("Sausalito CA", "Nara Japan").
 */
export function readingsOf(text: string): Reading[] {
  const readings: Reading[] = [{ name: text, qualifiers: [], commas: false }];
  const commaParts = text
    .split(/[,、،，]/u)
    .map((part) => part.trim())
    .filter(Boolean);
  if (commaParts.length > 1) {
    for (let k = commaParts.length - 1; k >= 1; k--) {
      readings.push({ name: commaParts.slice(0, k).join(', '), qualifiers: commaParts.slice(k), commas: true });
    }
    return readings;
  }
  const words = text.split(/\s+/u);
  for (let k = words.length - 1; k >= 1; k--) {
    readings.push({ name: words.slice(0, k).join(' '), qualifiers: [words.slice(k).join(' ')], commas: false });
  }
  return readings;
}
