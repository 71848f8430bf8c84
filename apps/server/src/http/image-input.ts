import sharp, { type Sharp } from 'sharp';
import { badRequest } from './errors';

/** SPEC §8: the message the web shows for a file it cannot use; the reason follows it. */
export const PROCESS_FAILED = 'Failed to process image. Please try a different file.';
/**
 * The largest picture decoded, 50 megapixels (a 50 MP phone's full-resolution photo): at most
 * 200 MB of pixels in memory. Bigger headers are refused before any pixel is decoded.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** A decode taking longer than this is stopped by libvips and the file refused. */
export const IMAGE_DECODE_SECONDS = 5;
/** Decodes running at once in this process; others wait their turn, so libuv's 4 threads stay free for files. */
const DECODES_AT_ONCE = 2;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const refused = (reason: string) => badRequest(`${PROCESS_FAILED} (${reason})`, 'invalid_image');

/** What the bytes are, by their first bytes only: JPEG, PNG or WebP, or null for anything else. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

/** A name for a refused file, for the message: SVG (the costly one), GIF, HEIC... or "This file". */
function nameOf(bytes: Buffer): string {
  const head = bytes
    .toString('latin1', 0, 512)
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  if (head.startsWith('<') && /<svg[\s>]/i.test(bytes.toString('latin1', 0, 4096))) return 'SVG files are';
  if (head.startsWith('GIF8')) return 'GIF files are';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') return 'HEIC and AVIF files are';
  if (head.startsWith('II*') || head.startsWith('MM\0*')) return 'TIFF files are';
  return 'This file is';
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when one of the few decode slots is free. */
async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= DECODES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Opens an uploaded picture safely: refused with 400 unless its bytes are a JPEG, PNG or WebP (SVG,
 * whose rendering can take minutes, never reaches a decoder) whose header declares at most
 * IMAGE_MAX_PIXELS; then `pipeline` runs on it in libvips' own threads (never on the event loop),
 * a few at a time, stopped after IMAGE_DECODE_SECONDS. A damaged or cut-off file is refused with 400.
 */
export async function decodeImageInput<T>(
  bytes: Buffer,
  what: string,
  pipeline: (image: Sharp) => Promise<T>,
): Promise<T> {
  const format = sniffImageFormat(bytes);
  if (!format) throw refused(`${nameOf(bytes)} not accepted: use JPEG, PNG or WebP.`);
  let pixels: number;
  try {
    // The header only: its declared size is checked here rather than failing as unreadable.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (header.format !== format) throw new Error(`sniffed ${format}, read ${header.format}`);
    pixels = (header.width ?? 0) * (header.height ?? 0);
  } catch {
    throw refused(`The ${what} is not a readable image.`);
  }
  if (pixels === 0) throw refused(`The ${what} is not a readable image.`);
  if (pixels > IMAGE_MAX_PIXELS) {
    throw badRequest(
      `The ${what} is too large (more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels). Please choose a smaller photo.`,
      'image_too_large',
    );
  }
  return inDecodeSlot(async () => {
    try {
      const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
      return await pipeline(image.timeout({ seconds: IMAGE_DECODE_SECONDS }));
    } catch {
      throw refused(`The ${what}'s data is damaged or incomplete.`);
    }
  });
}
