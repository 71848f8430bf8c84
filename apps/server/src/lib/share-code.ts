import { randomBytes } from 'node:crypto';

/** Bytes of randomness in a share code or token: 128 bits, so a link cannot be guessed. */
const SHARE_CODE_BYTES = 16;

/**
 * A new share code (tours, postcards) or slideshow token: 128 bits from the operating system's
 * CSPRNG, written as 22 URL-safe base64 characters (A-Z a-z 0-9 - _), safe in a path segment.
 */
export function newShareCode(): string {
  return randomBytes(SHARE_CODE_BYTES).toString('base64url');
}
