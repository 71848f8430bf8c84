import type { SKRSContext2D } from '@napi-rs/canvas';
import { directionOf, fontFor } from './bundled-fonts';

const words = new Intl.Segmenter(undefined, { granularity: 'word' });
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const ELLIPSIS = '…';

/** The text cut to fit `maxWidth` with an ellipsis, never splitting a character that takes several code points. */
export function fitText(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const pieces = [...graphemes.segment(text)].map((piece) => piece.segment);
  let low = 0;
  let high = pieces.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const candidate = pieces.slice(0, mid).join('').trimEnd() + ELLIPSIS;
    if (ctx.measureText(candidate).width <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return pieces.slice(0, low).join('').trimEnd() + ELLIPSIS;
}

/**
 * Lines of at most `maxWidth`, broken between words. Chinese and Japanese have no spaces: the
 * segmenter finds their word boundaries too. The last allowed line ends in an ellipsis if text remains.
 */
export function wrapText(ctx: SKRSContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const segments = [...words.segment(text.replace(/\s+/g, ' ').trim())].map((piece) => piece.segment);
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    const candidate = line + segment;
    if (ctx.measureText(candidate.trimEnd()).width <= maxWidth || line.trim() === '') {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    if (lines.length === maxLines) {
      lines[maxLines - 1] = fitText(ctx, `${lines[maxLines - 1]} ${segments.slice(index).join('')}`, maxWidth);
      return lines;
    }
    line = segment.trimStart();
  }
  if (line.trim()) lines.push(line.trimEnd());
  // A single word wider than the line (a long name without spaces) is cut rather than overflowing.
  return lines.map((text) => fitText(ctx, text, maxWidth));
}

export interface TextStyle {
  size: number;
  weight?: number;
  colour: string;
}

/**
 * Draws one line starting at `x` in the layout's reading direction: `align` 'start' puts an Arabic
 * name's first letter at the right edge of its box in a right-to-left layout, a Latin one at the left.
 */
export function drawLine(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  layout: 'ltr' | 'rtl',
): void {
  ctx.save();
  ctx.font = fontFor(text, style.size, style.weight);
  ctx.fillStyle = style.colour;
  ctx.direction = directionOf(text);
  ctx.textAlign = layout === 'rtl' ? 'right' : 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(text, x, y);
  ctx.restore();
}
