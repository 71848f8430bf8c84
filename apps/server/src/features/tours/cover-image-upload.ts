import sharp from 'sharp';
import { UPLOAD_IMAGE_MAX_BYTES } from '@roamcast/shared/schemas/tour-jobs';
import { AppError, badRequest } from '../../http/errors';
import { decodeImageInput, PROCESS_FAILED } from '../../http/image-input';

/** Photos are kept at most 1920x1920 at quality 0.85, the size the browser compresses to (SPEC §9). */
export const UPLOAD_MAX_SIDE = 1920;
export const UPLOAD_JPEG_QUALITY = 85;
const MAX_MB = UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024;

const tooLarge = (message: string) => new AppError(413, 'image_too_large', message);

/** The bytes of a `data:image/...;base64,` URL, refusing anything over the upload limit before decoding it. */
export function decodeImageDataUrl(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > UPLOAD_IMAGE_MAX_BYTES) {
    throw tooLarge(`The image is larger than ${MAX_MB} MB. Please choose a smaller photo.`);
  }
  if (base64.length === 0 || base64.length % 4 === 1 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw badRequest(`${PROCESS_FAILED} (The data after "base64," is not valid base64.)`, 'invalid_image');
  }
  return Buffer.from(base64, 'base64');
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
}

/** A JPEG thumbnail for cards and lists, 480 px wide at most. */
export function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize({ width: 480, height: 480, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/**
 * Checks the bytes really are a photo (a JPEG, PNG or WebP of at most 50 megapixels, decoded within
 * its time budget: http/image-input.ts) and re-encodes them: turned upright by its EXIF orientation,
 * at most 1920x1920, JPEG 85, with every metadata block (GPS position included) left behind.
 */
export async function processUploadedImage(bytes: Buffer): Promise<ProcessedImage> {
  const { data, info } = await decodeImageInput(bytes, 'image', (image) =>
    image
      .rotate()
      .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: UPLOAD_JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true }),
  );
  return { data, width: info.width, height: info.height, thumbnail: await makeThumbnail(data) };
}
