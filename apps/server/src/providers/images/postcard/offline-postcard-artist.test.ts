import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { POSTCARD_STYLE_IDS, POSTCARD_VARIANTS, type PostcardStyleId } from '@roamcast/shared/catalog/postcard-styles';
import { decodeInside } from './filter-photo';
import { SELFIE_MAX } from './draw-selfie';
import { createOfflinePostcardArtist } from './offline-postcard-artist';
import type { PostcardContent, PostcardImage } from './postcard-artist';

const artist = createOfflinePostcardArtist();

/** A photo with real content: sky, a horizon and textured ground, as a camera would give. */
async function landscapePhoto(): Promise<Buffer> {
  const width = 960;
  const height = 640;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sky = y < height * 0.55;
      pixels[i] = sky ? 110 + (x * 80) / width : 70 + ((x * 7 + y * 3) % 40);
      pixels[i + 1] = sky ? 160 + (y * 60) / height : 110 + ((x * y) % 50);
      pixels[i + 2] = sky ? 235 : 50;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A face-like selfie with fine detail, so any filter or resampling shows in its pixels. */
async function selfiePhoto(): Promise<Buffer> {
  const width = 360;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const face = (x - 180) ** 2 / 120 ** 2 + (y - 220) ** 2 / 160 ** 2 < 1;
      pixels[i] = face ? 230 - ((x + y) % 17) : 40 + (x % 23) * 4;
      pixels[i + 1] = face ? 185 - (y % 13) : 90 + (y % 19) * 5;
      pixels[i + 2] = face ? 150 + (x % 11) : 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const ROME: Omit<PostcardContent, 'style' | 'variant' | 'photos'> = {
  tourName: 'Roman Holiday through the Eternal City',
  startPoint: 'Colosseum',
  destination: 'St. Peter’s Square',
  highlights: ['Colosseum', 'Roman Forum', 'Pantheon'],
  stops: [
    { name: 'Colosseum', lat: 41.8902, lng: 12.4922 },
    { name: 'Roman Forum', lat: 41.8925, lng: 12.4853 },
    { name: 'Pantheon', lat: 41.8986, lng: 12.4769 },
    { name: 'St. Peter’s Square', lat: 41.9022, lng: 12.4568 },
  ],
  selfie: null,
  preserveFace: true,
};

async function rgb(image: PostcardImage) {
  return sharp(image.data).removeAlpha().raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

let photo: Buffer;
const scenic = new Map<PostcardStyleId, PostcardImage>();
beforeAll(async () => {
  photo = await landscapePhoto();
});

describe('the offline postcard compositor', () => {
  it('renders every style in every variant as a PNG at least 1200 px wide, with a drawn scene when there is no photo', async () => {
    for (const style of POSTCARD_STYLE_IDS) {
      for (const variant of POSTCARD_VARIANTS) {
        const image = await artist.drawPostcard({
          ...ROME,
          style,
          variant,
          photos: variant === 'realistic' ? [] : [photo],
        });
        const metadata = await sharp(image.data).metadata();
        expect(metadata.format, `${style}/${variant}`).toBe('png');
        expect(metadata.width, `${style}/${variant}`).toBeGreaterThanOrEqual(1200);
        expect(image).toMatchObject({ contentType: 'image/png', width: metadata.width, source: 'offline' });
        expect(image.prompt).toContain(variant === 'realistic' ? 'a drawn scene' : 'the tour’s photos');
        if (variant === 'scenic') scenic.set(style, image);
      }
    }
  }, 240_000);

  it('makes the seven styles look clearly different from each other, pixel by pixel', async () => {
    const pixels = new Map<PostcardStyleId, Buffer>();
    for (const [style, image] of scenic) pixels.set(style, await rgb(image));
    expect(pixels.size).toBe(7);
    for (const [i, a] of POSTCARD_STYLE_IDS.entries()) {
      for (const b of POSTCARD_STYLE_IDS.slice(i + 1)) {
        const difference = meanDifference(pixels.get(a)!, pixels.get(b)!);
        expect(difference, `${a} vs ${b}`).toBeGreaterThan(20);
      }
    }
  });

  it('places the selfie untouched with preserveFace, and treated in the style without it', async () => {
    const selfie = await selfiePhoto();
    const expected = await decodeInside(selfie, SELFIE_MAX.width, SELFIE_MAX.height);
    const expectedRgb = Buffer.alloc(expected.width * expected.height * 3);
    for (let p = 0; p < expected.width * expected.height; p++) {
      expectedRgb.set(expected.data.subarray(p * 4, p * 4 + 3), p * 3);
    }
    const region = async (image: PostcardImage) => {
      const box = image.selfieBox!;
      expect(box).toMatchObject({ width: expected.width, height: expected.height });
      return sharp(image.data)
        .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
        .removeAlpha()
        .raw()
        .toBuffer();
    };
    for (const style of ['vintage', 'pop_art'] as const) {
      const kept = await artist.drawPostcard({ ...ROME, style, variant: 'scenic', photos: [photo], selfie });
      // 3:4 kept inside 300x340: 255x340, not stretched.
      expect(kept.selfieBox).toMatchObject({ width: 255, height: 340 });
      expect(meanDifference(await region(kept), expectedRgb), style).toBeLessThan(0.5);
      const treated = await artist.drawPostcard({
        ...ROME,
        style,
        variant: 'scenic',
        photos: [photo],
        selfie,
        preserveFace: false,
      });
      expect(meanDifference(await region(treated), expectedRgb), style).toBeGreaterThan(10);
    }
    const none = await artist.drawPostcard({ ...ROME, style: 'modern', variant: 'scenic', photos: [photo] });
    expect(none.selfieBox).toBeNull();
  }, 120_000);

  it('uses the tour’s photo: the card with it differs from the card with a drawn scene', async () => {
    const withPhoto =
      scenic.get('modern') ??
      (await artist.drawPostcard({ ...ROME, style: 'modern', variant: 'scenic', photos: [photo] }));
    const withScene = await artist.drawPostcard({ ...ROME, style: 'modern', variant: 'scenic', photos: [] });
    expect(meanDifference(await rgb(withPhoto), await rgb(withScene))).toBeGreaterThan(10);
    // A damaged photo is skipped rather than failing the card.
    const damaged = await artist.drawPostcard({
      ...ROME,
      style: 'modern',
      variant: 'scenic',
      photos: [Buffer.from('not an image')],
    });
    expect(damaged.prompt).toContain('a drawn scene');
  }, 60_000);
});
