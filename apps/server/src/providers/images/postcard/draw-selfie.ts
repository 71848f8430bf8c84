import { createCanvas, ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import { filterPhoto, type RawImage } from './filter-photo';
import type { Box } from './postcard-artist';
import type { PostcardLook } from './postcard-looks';

/** The largest a selfie is drawn: it fits inside, its aspect kept. */
export const SELFIE_MAX = { width: 300, height: 340 };
const BORDER = 14;
const CAPTION = 46;

/**
 * The traveller's selfie as an instant print at `anchor` (its bottom-left corner). With preserveFace
 * its pixels are written as they are: no filter, no tilt, no scaling beyond fitting the print, and
 * after every texture, so nothing is drawn over the face. Without it, the style's filter treats it
 * like the photos and the print leans. Returns where the selfie's pixels are.
 */
export async function drawSelfie(
  ctx: SKRSContext2D,
  look: PostcardLook,
  selfie: RawImage,
  anchor: { x: number; y: number },
  preserveFace: boolean,
): Promise<Box> {
  const card = { width: selfie.width + 2 * BORDER, height: selfie.height + BORDER + CAPTION };
  const x = Math.round(anchor.x);
  const y = Math.round(anchor.y - card.height);
  const box = { x: x + BORDER, y: y + BORDER, width: selfie.width, height: selfie.height };
  ctx.save();
  if (!preserveFace) {
    ctx.translate(x + card.width / 2, y + card.height / 2);
    ctx.rotate(-0.06);
    ctx.translate(-(x + card.width / 2), -(y + card.height / 2));
  }
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = 22;
  ctx.shadowOffsetY = 8;
  ctx.fillStyle = look.frame === 'comic' ? '#111111' : '#fdfcf8';
  ctx.fillRect(x, y, card.width, card.height);
  ctx.shadowColor = 'transparent';
  if (preserveFace) {
    ctx.restore();
    ctx.putImageData(new ImageData(selfie.data, selfie.width, selfie.height), box.x, box.y);
    return box;
  }
  const treated = await filterPhoto(selfie, look.filter, 1);
  const print = createCanvas(treated.width, treated.height);
  print.getContext('2d').putImageData(new ImageData(treated.data, treated.width, treated.height), 0, 0);
  ctx.drawImage(print, box.x, box.y);
  ctx.restore();
  return box;
}
