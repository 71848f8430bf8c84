import { IMAGE_COMPRESSION } from '@roamcast/shared/catalog/constants';

/** The file could not be read as an image (SPEC §8: 'Failed to process image. Please try a different file.'). */
export class ImageProcessingError extends Error {
  override name = 'ImageProcessingError';
}

/** The largest size with the same proportions that fits the box; images are never enlarged. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

interface Context2d<Source> {
  fillStyle: unknown;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(source: Source, x: number, y: number, width: number, height: number): void;
}

/** What compression needs from a canvas: the browser's by default, any 2D canvas in tests. */
export interface CanvasKit<Source> {
  /** Rejects when the bytes are not an image this canvas can read. */
  decode(file: Blob): Promise<{ source: Source; width: number; height: number; release(): void }>;
  createCanvas(
    width: number,
    height: number,
  ): { getContext(type: '2d'): Context2d<Source> | null; toDataURL(type: string, quality: number): string };
}

export const browserCanvas: CanvasKit<ImageBitmap> = {
  async decode(file) {
    // from-image turns phone photos upright by their EXIF orientation before the metadata is dropped.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  },
  createCanvas(width, height) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return { getContext: () => canvas.getContext('2d'), toDataURL: (type, quality) => canvas.toDataURL(type, quality) };
  },
};

/**
 * Shrinks a picked photo to fit 1920x1920 and re-encodes it as JPEG at 0.85 (SPEC §5, §9), as a data
 * URL for upload-image. Every photo is re-encoded, small ones too: that also drops the EXIF block,
 * which on phone photos carries the place it was taken.
 */
export async function compressImage<Source = ImageBitmap>(
  file: Blob,
  kit: CanvasKit<Source> = browserCanvas as unknown as CanvasKit<Source>,
  limits: { maxWidth: number; maxHeight: number; quality: number } = IMAGE_COMPRESSION,
): Promise<string> {
  if (!file.type.startsWith('image/')) throw new ImageProcessingError(`not an image: ${file.type || 'unknown type'}`);
  let image: Awaited<ReturnType<CanvasKit<Source>['decode']>>;
  try {
    image = await kit.decode(file);
  } catch (error) {
    throw new ImageProcessingError(error instanceof Error ? error.message : 'unreadable image');
  }
  try {
    const { width, height } = fitWithin(image.width, image.height, limits.maxWidth, limits.maxHeight);
    const canvas = kit.createCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new ImageProcessingError('no 2D canvas');
    // JPEG has no transparency: a PNG's clear parts would turn black without a white ground.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image.source, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', limits.quality);
  } finally {
    image.release();
  }
}
