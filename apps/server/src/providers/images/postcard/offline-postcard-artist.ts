import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { registerBundledFonts } from '../bundled-fonts';
import { drawFrame, innerBox } from './draw-frame';
import { drawMapPanel } from './draw-map-panel';
import { drawPostcardText } from './draw-postcard-text';
import { drawScene, rawCanvas } from './draw-scene';
import { drawSelfie, SELFIE_MAX } from './draw-selfie';
import { drawTexture } from './draw-textures';
import { decodeCover, decodeInside, filterPhoto, type RawImage } from './filter-photo';
import type { Box, PostcardArtist, PostcardContent, PostcardImage } from './postcard-artist';
import { layoutFor } from './postcard-layout';
import { POSTCARD_LOOKS, type PostcardLook } from './postcard-looks';
import { createRandom, seedOf } from './seeded-random';

/** 16:10 and wider than 1200 px, so it prints and shares sharply. */
export const POSTCARD_WIDTH = 1600;
export const POSTCARD_HEIGHT = 1000;

/** The picture for a box: the painted artwork, else the n-th photo, else a drawn scene. A damaged photo is skipped. */
async function sourceFor(content: PostcardContent, index: number, box: Box, look: PostcardLook, random: () => number) {
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  const candidates = content.artwork ? [content.artwork] : content.photos;
  const ordered = [...candidates.slice(index), ...candidates.slice(0, index)];
  for (const bytes of ordered) {
    try {
      return { image: await decodeCover(bytes, width, height), kind: content.artwork ? 'artwork' : 'photo' };
    } catch {
      // Not a readable image: the next photo, or the scene, stands in.
    }
  }
  return { image: drawScene(width, height, look.scene, random), kind: 'scene' };
}

function drawPrint(ctx: SKRSContext2D, image: RawImage, box: Box & { tilt?: number }, look: PostcardLook) {
  ctx.save();
  ctx.translate(box.x + box.width / 2, box.y + box.height / 2);
  ctx.rotate(box.tilt ?? 0);
  ctx.shadowColor = 'rgba(0, 0, 0, 0.4)';
  ctx.shadowBlur = 24;
  ctx.shadowOffsetY = 10;
  ctx.fillStyle = look.frame === 'comic' ? '#111111' : '#fbfaf6';
  ctx.fillRect(-box.width / 2 - 12, -box.height / 2 - 12, box.width + 24, box.height + 24);
  ctx.shadowColor = 'transparent';
  ctx.drawImage(rawCanvas(image), -box.width / 2, -box.height / 2);
  ctx.restore();
}

/**
 * The postcard every tour gets with no key and no network: the tour's photos (or a drawn scene) in
 * the style's treatment and texture, the route on a map, start and destination, the first three
 * highlights and the tour's name in the style's lettering, framed, with the traveller's selfie.
 */
export function createOfflinePostcardArtist(): PostcardArtist {
  return {
    name: 'offline',
    async drawPostcard(content): Promise<PostcardImage> {
      registerBundledFonts();
      const look = POSTCARD_LOOKS[content.style];
      const random = createRandom(seedOf(`${content.style}:${content.variant}:${content.tourName}`));
      const width = POSTCARD_WIDTH;
      const height = POSTCARD_HEIGHT;
      const inner = innerBox(look.frame, width, height);
      const layout = layoutFor(content.variant, inner);
      const canvas = createCanvas(width, height);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = look.paper;
      ctx.fillRect(0, 0, width, height);

      const main = await sourceFor(content, 0, layout.photo, look, random);
      const photo = await filterPhoto(main.image, look.filter, layout.filterStrength);
      const prints = await Promise.all(
        layout.prints.map(async (box, index) => {
          const source = await sourceFor(content, index + 1, box, look, random);
          return { box, image: await filterPhoto(source.image, look.filter, layout.filterStrength) };
        }),
      );
      if (content.variant === 'scenic') ctx.drawImage(rawCanvas(photo), layout.photo.x, layout.photo.y);
      else drawPrint(ctx, photo, layout.photo, look);
      for (const print of prints) drawPrint(ctx, print.image, print.box, look);
      drawTexture(ctx, look, { width, height }, { image: photo, box: layout.photo }, random);

      if (layout.panel) {
        ctx.fillStyle = look.panel;
        ctx.beginPath();
        ctx.roundRect(
          layout.panel.x,
          layout.panel.y,
          layout.panel.width,
          layout.panel.height,
          look.frame === 'rounded' ? 36 : 6,
        );
        ctx.fill();
      }
      drawPostcardText(ctx, look, layout.text, content);
      drawMapPanel(ctx, look, layout.map, content.stops);
      drawFrame(ctx, look, width, height, random);

      let selfieBox: Box | null = null;
      if (content.selfie) {
        const selfie = await decodeInside(content.selfie, SELFIE_MAX.width, SELFIE_MAX.height);
        selfieBox = await drawSelfie(ctx, look, selfie, layout.selfieAnchor, content.preserveFace);
      }

      // libvips encodes a noisy 1600x1000 card several times faster than the canvas's own PNG encoder.
      const pixels = ctx.getImageData(0, 0, width, height).data;
      const data = await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), {
        raw: { width, height, channels: 4 },
      })
        .removeAlpha()
        .png({ compressionLevel: 6 })
        .toBuffer();
      const subject =
        main.kind === 'scene' ? 'a drawn scene' : main.kind === 'artwork' ? 'painted artwork' : 'the tour’s photos';
      return {
        data,
        contentType: 'image/png',
        width,
        height,
        prompt:
          `Offline ${content.style} postcard (${content.variant}) of "${content.tourName}": ${subject}, ` +
          `a map of ${content.stops.length} stop${content.stops.length === 1 ? '' : 's'}` +
          `${content.selfie ? ', and a selfie' : ''}.`,
        source: 'offline',
        selfieBox,
      };
    },
  };
}
