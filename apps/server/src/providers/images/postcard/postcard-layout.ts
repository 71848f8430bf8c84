import type { PostcardVariant } from '@roamcast/shared/catalog/postcard-styles';
import type { Box } from './postcard-artist';

export interface PostcardLayout {
  /** Where the main photo (or drawn scene) goes. */
  photo: Box;
  /** Extra prints of the artistic collage, tilted by `tilt` radians. */
  prints: (Box & { tilt: number })[];
  /** A panel laid over the photo behind the text (scenic), or null when the text sits on the card's paper. */
  panel: Box | null;
  text: Box;
  map: Box;
  /** The selfie's bottom-left corner. */
  selfieAnchor: { x: number; y: number };
  /** How strongly the style's filter treats photos (the realistic variant keeps them close to life). */
  filterStrength: number;
}

/**
 * The three variants (SPEC §9) as three compositions: scenic lays the text on a panel over a
 * full-bleed photo; realistic keeps the photo as a print beside the writing, lightly treated;
 * artistic scatters tilted prints in a collage, fully treated.
 */
export function layoutFor(variant: PostcardVariant, inner: Box): PostcardLayout {
  const MAP_HEIGHT = Math.round(Math.min(250, inner.height * 0.28));
  const right = inner.x + inner.width;
  const bottom = inner.y + inner.height;
  if (variant === 'scenic') {
    const panel = { x: right - 560 - 32, y: inner.y + 32, width: 560, height: inner.height - 64 };
    const text = { x: panel.x + 34, y: panel.y + 20, width: panel.width - 68, height: panel.height - MAP_HEIGHT - 60 };
    return {
      photo: inner,
      prints: [],
      panel,
      text,
      map: { x: text.x, y: panel.y + panel.height - MAP_HEIGHT - 30, width: text.width, height: MAP_HEIGHT },
      selfieAnchor: { x: inner.x + 44, y: bottom - 44 },
      filterStrength: 1,
    };
  }
  const column = { x: inner.x + inner.width * 0.63 + 30, width: inner.width * 0.37 - 70 };
  const text = { x: column.x, y: inner.y + 24, width: column.width, height: inner.height - MAP_HEIGHT - 80 };
  const map = { x: column.x, y: bottom - MAP_HEIGHT - 40, width: column.width, height: MAP_HEIGHT };
  const area = { x: inner.x + 40, y: inner.y + 40, width: inner.width * 0.63 - 50, height: inner.height - 80 };
  if (variant === 'realistic') {
    return {
      photo: area,
      prints: [],
      panel: null,
      text,
      map,
      selfieAnchor: { x: area.x + 24, y: area.y + area.height - 24 },
      filterStrength: 0.4,
    };
  }
  const w = area.width * 0.62;
  const h = area.height * 0.58;
  return {
    photo: { x: area.x + 10, y: area.y + 10, width: Math.round(w), height: Math.round(h) },
    prints: [
      {
        x: area.x + area.width - w * 0.78,
        y: area.y + area.height * 0.06,
        width: Math.round(w * 0.74),
        height: Math.round(h * 0.8),
        tilt: 0.07,
      },
      {
        x: area.x + area.width * 0.34,
        y: area.y + area.height - h * 0.78,
        width: Math.round(w * 0.82),
        height: Math.round(h * 0.74),
        tilt: -0.05,
      },
    ],
    panel: null,
    text,
    map,
    selfieAnchor: { x: area.x + 14, y: area.y + area.height - 10 },
    filterStrength: 1,
  };
}
