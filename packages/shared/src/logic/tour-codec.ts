import type { SharedTour } from '../schemas/tour';
import { readSharedTour } from './shared-tour-shape';

/**
 * The share-link codec of SPEC §2: a tour object as JSON, UTF-8, then base64 made URL-safe
 * (`-` and `_`, no padding) so it fits a query parameter. Decoding also takes standard base64 with
 * `+`, `/` and padding, and tolerates a `+` that a form decoder turned into a space. It is written
 * without btoa, TextEncoder or Buffer so the same code runs in the browser, the server and tests,
 * and never breaks on place names outside Latin-1.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Map([...ALPHABET].map((char, index) => [char, index]));

function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return bytes;
}

function utf8Text(bytes: readonly number[]): string {
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i]!;
    const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
    if (length === 0 || i + length > bytes.length) throw new Error('not UTF-8');
    let code = length === 1 ? lead : lead & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) throw new Error('not UTF-8');
      code = (code << 6) | (next & 63);
    }
    text += String.fromCodePoint(code);
    i += length;
  }
  return text;
}

function toBase64Url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(chunk >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64(text: string): number[] {
  const clean = text.trim().replace(/[+ ]/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  if (clean.length % 4 === 1) throw new Error('not base64');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = VALUES.get(char);
    if (value === undefined) throw new Error('not base64');
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/** A tour as the `data` (or `import`) parameter of a share link. */
export function encodeSharedTour(tour: SharedTour): string {
  const checked = readSharedTour(tour);
  if (!checked) throw new Error('Not a tour: a shared tour needs a name and waypoints with lat and lng');
  return toBase64Url(utf8Bytes(JSON.stringify(checked)));
}

/** The tour a link carries, or null when the text is not base64, not JSON or not a tour. */
export function decodeSharedTour(encoded: string): SharedTour | null {
  try {
    return readSharedTour(JSON.parse(utf8Text(fromBase64(encoded))));
  } catch {
    return null;
  }
}
