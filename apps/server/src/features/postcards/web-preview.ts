import sharp from 'sharp';

/** Width of the picture a postcard page shows: sharp on a phone and a laptop, a fraction of the PNG's weight. */
export const PREVIEW_WIDTH = 1200;

/**
 * The postcard as a web-sized JPEG. The page and link previews show it (the textured styles' PNGs
 * weigh up to 2 MB, the page's largest paint); Download Postcard still saves the full PNG.
 */
export function webPreview(png: Buffer): Promise<Buffer> {
  return sharp(png)
    .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
