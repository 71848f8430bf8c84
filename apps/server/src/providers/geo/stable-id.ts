/** A negative id from a string, the same on every run, for places that have no GeoNames id. */
export function stableNegativeId(key: string): number {
  let hash = 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) | 0;
  return -Math.abs(hash || 1);
}
