/**
 * Google's encoded polyline format (precision 5), the form routes.polyline is stored in and map
 * links accept: each coordinate as the zig-zag, 5-bit-chunked delta from the one before.
 */
function encodeValue(value: number): string {
  let rest = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (rest >= 0x20) {
    out += String.fromCharCode((0x20 | (rest & 0x1f)) + 63);
    rest >>= 5;
  }
  return out + String.fromCharCode(rest + 63);
}

export function encodePolyline(points: readonly { lat: number; lng: number }[]): string {
  let lat = 0;
  let lng = 0;
  let out = '';
  for (const point of points) {
    const nextLat = Math.round(point.lat * 1e5);
    const nextLng = Math.round(point.lng * 1e5);
    out += encodeValue(nextLat - lat) + encodeValue(nextLng - lng);
    lat = nextLat;
    lng = nextLng;
  }
  return out;
}

/** The points of an encoded polyline; a malformed string gives the points read before the fault. */
export function decodePolyline(encoded: string): { lat: number; lng: number }[] {
  const points: { lat: number; lng: number }[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length) return null;
      const chunk = encoded.charCodeAt(index++) - 63;
      if (chunk < 0 || chunk > 63) return null;
      result |= (chunk & 0x1f) << shift;
      shift += 5;
      if (chunk < 0x20) break;
    }
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    const dLat = next();
    const dLng = next();
    if (dLat === null || dLng === null) break;
    lat += dLat;
    lng += dLng;
    points.push({ lat: lat / 1e5, lng: lng / 1e5 });
  }
  return points;
}
