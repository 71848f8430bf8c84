import { UPLOAD_IMAGE_MAX_BYTES } from '@roamcast/shared/schemas/tour-jobs';
import { AppError, badRequest } from '../../http/errors';
import { decodeImageInput, PROCESS_FAILED } from '../../http/image-input';

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
 * The selfie data URL as a lossless PNG, upright and at most 1024 px: refused with 413 over 10 MB,
 * and with 400 and SPEC §8's 'Failed to process image...' unless it is a JPEG, PNG or WebP of at
 * most 50 megapixels that decodes within its time budget (http/image-input.ts).
 */
export function decodeSelfie(dataUrl: string): Promise<Buffer> {
  return decodeImageInput(bytesOf(dataUrl), 'selfie', (image) =>
    image
      .rotate()
      .resize({ width: SELFIE_MAX_SIDE, height: SELFIE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer(),
  );
}
