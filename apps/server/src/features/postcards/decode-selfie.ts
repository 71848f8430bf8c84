import sharp from 'sharp';
import { UPLOAD_IMAGE_MAX_BYTES } from '@roamcast/shared/schemas/tour-jobs';
import { AppError, badRequest } from '../../http/errors';

/** SPEC §8: the message the web shows for a file it cannot use; the reason follows it. */
export const PROCESS_FAILED = 'Failed to process image. Please try a different file.';
/** Refused before decoding: a small file can declare a huge canvas that would take gigabytes to open. */
const MAX_PIXELS = 120_000_000;
/** The selfie is kept up to this size: the card shows it at most 300x340. */
const SELFIE_MAX_SIDE = 1024;
const MAX_MB = UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024;

const tooLarge = (message: string) => new AppError(413, 'image_too_large', message);

/** The bytes of a `data:image/...;base64,` URL, refusing anything over 10 MB before decoding it. */
function bytesOf(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > UPLOAD_IMAGE_MAX_BYTES) {
    throw tooLarge(`The selfie is larger than ${MAX_MB} MB. Please choose a smaller photo.`);
  }
  if (base64.length === 0 || base64.length % 4 === 1 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw badRequest(`${PROCESS_FAILED} (The data after "base64," is not valid base64.)`, 'invalid_image');
  }
  return Buffer.from(base64, 'base64');
}

/**
 * The selfie data URL as a lossless PNG, upright and at most 1024 px: refused with 413 over 10 MB
 * (or past the pixel limit) and with SPEC §8's 'Failed to process image...' when it is no image.
 */
export async function decodeSelfie(dataUrl: string): Promise<Buffer> {
  const bytes = bytesOf(dataUrl);
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  let pixels = 0;
  try {
    const metadata = await input().metadata();
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw badRequest(`${PROCESS_FAILED} (The selfie is not a readable image.)`, 'invalid_image');
  }
  if (pixels > MAX_PIXELS) throw tooLarge('The selfie is too large. Please choose a smaller photo.');
  try {
    return await input()
      .rotate()
      .resize({ width: SELFIE_MAX_SIDE, height: SELFIE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw badRequest(`${PROCESS_FAILED} (The selfie's data is damaged or incomplete.)`, 'invalid_image');
  }
}
