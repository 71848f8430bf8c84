import { createCanvas, ImageData } from '@napi-rs/canvas';
import { drawHills, drawScenery, drawSky, drawSkyLight } from '../draw-artwork';
import type { ThemePalette } from '../theme-palette';
import type { RawImage } from './filter-photo';

/** A landscape for a tour without any photo: sky, low sun, hills and a skyline, forest or sea. */
export function drawScene(width: number, height: number, palette: ThemePalette, random: () => number): RawImage {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const lightX = width * (0.25 + random() * 0.3);
  drawSky(ctx, width, height, palette);
  drawSkyLight(ctx, lightX, height * 0.66, palette);
  drawHills(ctx, width, height, height * 0.6, palette, random);
  drawScenery(ctx, { width, height }, height * 0.74, palette, random, lightX);
  const pixels = ctx.getImageData(0, 0, width, height);
  return { data: new Uint8ClampedArray(pixels.data), width, height };
}

/** Raw pixels as something a canvas can draw (with transforms and clips, unlike putImageData). */
export function rawCanvas(image: RawImage) {
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
  return canvas;
}
