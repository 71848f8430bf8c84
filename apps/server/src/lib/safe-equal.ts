import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares two secrets in constant time, whatever their lengths (both are hashed to 32 bytes first). */
export function safeEqual(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}
