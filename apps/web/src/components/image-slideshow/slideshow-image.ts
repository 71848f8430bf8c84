/** A photo to show; narrations carry bare URLs, other sources may add a credit line or alt text. */
export interface SlideshowImage {
  url: string;
  credit?: string;
  alt?: string;
}

export type SlideshowImageInput = string | SlideshowImage;

export function toSlideshowImages(images: readonly SlideshowImageInput[]): SlideshowImage[] {
  return images
    .map((image) => (typeof image === 'string' ? { url: image } : image))
    .filter((image) => image.url.trim() !== '');
}
