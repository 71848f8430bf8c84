import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compressImage, fitWithin, ImageProcessingError, type CanvasKit } from './compress-image';

// jsdom has no canvas, so the real compression runs on @napi-rs/canvas (Skia, as in Chromium);
// the browser's own canvas is exercised by the My Tours upload spec in e2e/tour-maker.
const skia: CanvasKit<Image> = {
  async decode(file) {
    const image = await loadImage(Buffer.from(await file.arrayBuffer()));
    return { source: image, width: image.width, height: image.height, release: () => undefined };
  },
  createCanvas: (width, height) =>
    createCanvas(width, height) as unknown as ReturnType<CanvasKit<Image>['createCanvas']>,
};

async function photo(width: number, height: number, format: 'jpeg' | 'png', alpha = 1): Promise<Blob> {
  const canvas = sharp({ create: { width, height, channels: 4, background: { r: 200, g: 60, b: 40, alpha } } });
  const bytes = await (format === 'jpeg' ? canvas.jpeg() : canvas.png()).toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: `image/${format}` });
}

const dataUrlBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

describe('fitWithin', () => {
  it('fits landscape, portrait and square images into the box with their proportions', () => {
    expect(fitWithin(4000, 3000, 1920, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(3000, 4000, 1920, 1920)).toEqual({ width: 1440, height: 1920 });
    expect(fitWithin(5000, 5000, 1920, 1920)).toEqual({ width: 1920, height: 1920 });
    expect(fitWithin(10000, 10, 1920, 1920)).toEqual({ width: 1920, height: 2 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600, 1920, 1920)).toEqual({ width: 800, height: 600 });
  });
});

describe('compressImage', () => {
  it('turns a 4000x3000 photo into a 1920x1440 JPEG data URL', async () => {
    const dataUrl = await compressImage(await photo(4000, 3000, 'jpeg'), skia);
    expect(dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    const meta = await sharp(dataUrlBytes(dataUrl)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1920, height: 1440 });
  });

  it('keeps a small picture its size and puts a transparent PNG on white', async () => {
    const dataUrl = await compressImage(await photo(64, 48, 'png', 0), skia);
    const { data, info } = await sharp(dataUrlBytes(dataUrl)).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 64, height: 48 });
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true);
  });

  it('uses the quality it is given: a lower one makes a smaller file', async () => {
    const source = await photo(1200, 900, 'jpeg');
    const high = await compressImage(source, skia, { maxWidth: 1920, maxHeight: 1920, quality: 0.95 });
    const low = await compressImage(source, skia, { maxWidth: 1920, maxHeight: 1920, quality: 0.3 });
    expect(dataUrlBytes(low).length).toBeLessThan(dataUrlBytes(high).length);
  });

  it('refuses a file that is not an image, and an image file that cannot be read', async () => {
    await expect(compressImage(new Blob(['hello'], { type: 'text/plain' }), skia)).rejects.toBeInstanceOf(
      ImageProcessingError,
    );
    await expect(compressImage(new Blob(['not really a jpeg'], { type: 'image/jpeg' }), skia)).rejects.toBeInstanceOf(
      ImageProcessingError,
    );
  });
});
