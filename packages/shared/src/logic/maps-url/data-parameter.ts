import type { Coordinates } from './coordinates';

/**
 * Google Maps' `data=` parameter is a flattened protocol-buffer: tokens like `!4m14` (a message
 * holding the next 14 tokens), `!1d2.29` (a double) or `!1s0x47e6...` (a string).
 */
interface Token {
  field: number;
  type: string;
  value: string;
  children: Token[];
}

const TOKEN = /^(\d+)([a-z])(.*)$/i;

function parseTokens(raw: string[]): Token[] {
  let index = 0;
  // `!4m14` counts every token below it, nested ones included, not its direct children.
  function take(count: number): Token[] {
    const tokens: Token[] = [];
    const end = Math.min(raw.length, index + count);
    while (index < end) {
      const match = TOKEN.exec(raw[index++]!);
      if (!match) continue;
      const token: Token = { field: Number(match[1]), type: match[2]!, value: match[3]!, children: [] };
      if (token.type === 'm') token.children = take(Number(token.value) || 0);
      tokens.push(token);
    }
    return tokens;
  }
  return take(raw.length);
}

function coordinatesOf(waypoint: Token): Coordinates | null {
  // Each directions waypoint holds !2m2!1d<lng>!2d<lat> when the link pinned its place.
  const pair = waypoint.children.find((child) => child.field === 2 && child.type === 'm');
  const lng = Number(pair?.children.find((child) => child.field === 1 && child.type === 'd')?.value);
  const lat = Number(pair?.children.find((child) => child.field === 2 && child.type === 'd')?.value);
  if (!pair || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return null;
  }
  return { lat, lng };
}

/**
 * The pinned coordinates of each stop in a directions link's data block (`!4m…!4m…!1m…` per stop),
 * in order; null for a stop given without a pin (typed coordinates, "your location"). Empty when the
 * block has no directions.
 */
export function waypointCoordinatesOf(data: string): (Coordinates | null)[] {
  if (!data) return [];
  const tokens = parseTokens(data.split('!').filter(Boolean));
  for (const outer of tokens.filter((token) => token.field === 4 && token.type === 'm')) {
    const directions = outer.children.find((child) => child.field === 4 && child.type === 'm');
    const stops = directions?.children.filter((child) => child.field === 1 && child.type === 'm') ?? [];
    if (stops.length > 0) return stops.map(coordinatesOf);
  }
  return [];
}
