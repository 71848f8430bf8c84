import sharp, { type Matrix3x3, type Sharp } from 'sharp';
import type { PhotoFilter } from './postcard-looks';

/** RGBA pixels, as a canvas's ImageData holds them. */
export interface RawImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Images are refused before decoding past this many pixels (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 120_000_000;

const SEPIA: Matrix3x3 = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

const luma = (r: number, g: number, b: number) => (0.299 * r + 0.587 * g + 0.114 * b) / 255;

async function rawOf(image: Sharp): Promise<RawImage> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

const fromRaw = (image: RawImage) =>
  sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 4 },
  }).removeAlpha();

/** Posterises every colour channel to `levels` steps: flat areas of colour like paint or cel shading. */
function posterize(image: RawImage, levels: number): void {
  const step = 255 / (levels - 1);
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) data[i + c] = Math.round(data[i + c]! / step) * step;
  }
}

/** Film grading: shadows pushed to teal, highlights to orange. */
function tealOrange(image: RawImage): void {
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const l = luma(data[i]!, data[i + 1]!, data[i + 2]!);
    const shadow = (1 - l) * 0.42;
    const light = l * 0.34;
    data[i] = data[i]! * (1 - shadow - light) + 10 * shadow + 255 * light;
    data[i + 1] = data[i + 1]! * (1 - shadow - light) + 110 * shadow + 150 * light;
    data[i + 2] = data[i + 2]! * (1 - shadow - light) + 120 * shadow + 60 * light;
  }
}

/** Pop art: saturated colours cut to two levels per channel, black where the picture is dark. */
function popColours(image: RawImage): void {
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const l = luma(data[i]!, data[i + 1]!, data[i + 2]!);
    if (l < 0.22) {
      data[i] = data[i + 1] = data[i + 2] = 17;
      continue;
    }
    data[i] = data[i]! > 120 ? 255 : l > 0.6 ? 255 : 0;
    data[i + 1] = data[i + 1]! > 140 ? (l > 0.7 ? 230 : 45) : 0;
    data[i + 2] = data[i + 2]! > 120 ? 212 : l > 0.55 ? 0 : 149;
  }
}

/** A painterly blur computed at half size (a quarter of the work) and scaled back up. */
async function painterly(image: RawImage, median: number): Promise<Sharp> {
  const half = await fromRaw(image)
    .resize(Math.round(image.width / 2), Math.round(image.height / 2))
    .median(median)
    .raw()
    .toBuffer();
  return sharp(half, {
    raw: { width: Math.round(image.width / 2), height: Math.round(image.height / 2), channels: 3 },
  }).resize(image.width, image.height, { kernel: 'cubic' });
}

async function applyFilter(image: RawImage, filter: PhotoFilter): Promise<RawImage> {
  switch (filter) {
    case 'sepia':
      return rawOf(fromRaw(image).recomb(SEPIA).linear(0.8, 34));
    case 'vivid':
      return rawOf(fromRaw(image).modulate({ saturation: 1.3 }).linear(1.12, -12));
    case 'wash': {
      const washed = await rawOf(
        fromRaw(image).blur(5).modulate({ saturation: 1.4, brightness: 1.15 }).linear(0.72, 78),
      );
      posterize(washed, 7);
      return washed;
    }
    case 'teal_orange': {
      const graded = await rawOf(fromRaw(image).linear(1.25, -30));
      tealOrange(graded);
      return graded;
    }
    case 'cel': {
      const cel = await rawOf((await painterly(image, 5)).modulate({ saturation: 1.6, brightness: 1.12 }));
      posterize(cel, 5);
      return cel;
    }
    case 'impasto':
      return rawOf(
        (await painterly(image, 7)).modulate({ saturation: 1.35, brightness: 0.92 }).sharpen({ sigma: 2.2 }),
      );
    case 'pop': {
      const pop = await rawOf(fromRaw(image).modulate({ saturation: 2.4 }).linear(1.2, -10));
      popColours(pop);
      return pop;
    }
  }
}

/** Mixes the filtered picture with the original: 1 is the full treatment, 0.35 a light touch (the realistic variant). */
function blend(original: RawImage, filtered: RawImage, strength: number): RawImage {
  if (strength >= 1) return filtered;
  const out = new Uint8ClampedArray(original.data.length);
  for (let i = 0; i < out.length; i++) out[i] = original.data[i]! + (filtered.data[i]! - original.data[i]!) * strength;
  return { data: out, width: original.width, height: original.height };
}

/** Decodes an encoded image (turned upright by EXIF), cropped to fill `width` x `height`. */
export function decodeCover(bytes: Uint8Array, width: number, height: number): Promise<RawImage> {
  return rawOf(
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'attention' }),
  );
}

/** Decodes an image to fit inside `width` x `height`, its aspect kept (the selfie: never stretched or cropped). */
export function decodeInside(bytes: Uint8Array, width: number, height: number): Promise<RawImage> {
  return rawOf(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(width, height, { fit: 'inside' }));
}

/** The style's treatment of a photo, at `strength` (0..1). */
export async function filterPhoto(image: RawImage, filter: PhotoFilter, strength: number): Promise<RawImage> {
  return blend(image, await applyFilter(image, filter), strength);
}
