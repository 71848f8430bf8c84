import type { SKRSContext2D } from '@napi-rs/canvas';
import { fontFor } from '../bundled-fonts';
import { fitText, wrapText } from '../draw-text';
import type { Box, PostcardContent } from './postcard-artist';
import type { PostcardLook } from './postcard-looks';

const TITLE_SIZES = [76, 66, 58, 50, 44, 38];

interface Lettering {
  size: number;
  weight: number;
  colour: string;
  spacing?: number;
  slant?: number;
  outline?: string | null;
  glow?: string | null;
}

/** One line of the style's lettering, sheared for a slant, outlined or glowing as the look says. */
function letter(ctx: SKRSContext2D, text: string, x: number, y: number, style: Lettering): void {
  ctx.save();
  ctx.font = fontFor(text, style.size, style.weight);
  ctx.letterSpacing = `${style.spacing ?? 0}px`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.translate(x, y);
  if (style.slant) ctx.transform(1, 0, style.slant, 1, 0, 0);
  if (style.glow) {
    ctx.shadowColor = style.glow;
    ctx.shadowBlur = 24;
  }
  if (style.outline) {
    ctx.strokeStyle = style.outline;
    ctx.lineWidth = Math.max(6, style.size / 7);
    ctx.lineJoin = 'round';
    ctx.strokeText(text, 4, 4);
    ctx.strokeText(text, 0, 0);
  }
  ctx.fillStyle = style.colour;
  ctx.fillText(text, 0, 0);
  ctx.restore();
}

function measure(ctx: SKRSContext2D, text: string, size: number, weight: number, spacing: number): number {
  ctx.font = fontFor(text, size, weight);
  ctx.letterSpacing = `${spacing}px`;
  return ctx.measureText(text).width;
}

/** The tour's name at the largest size whose lines fit in `height` without being cut (else the smallest, cut). */
function titleLines(ctx: SKRSContext2D, name: string, look: PostcardLook, width: number, height: number) {
  const text = look.title.upper ? name.toLocaleUpperCase() : name;
  const smallest = TITLE_SIZES.at(-1)!;
  for (const size of TITLE_SIZES) {
    measure(ctx, text, size, look.title.weight, look.title.letterSpacing);
    const lines = wrapText(ctx, text, width, Math.max(1, Math.floor(height / (size * 1.12))));
    if (!lines.at(-1)?.endsWith('…') || size === smallest) return { size, lines };
  }
  return { size: smallest, lines: [text] };
}

/** Height of everything below the title: its rule, the route and the highlights. */
function restHeight(content: PostcardContent): number {
  const route = content.startPoint || content.destination ? 28 + 2 * 34 + 12 : 0;
  const highlights = content.highlights.length > 0 ? 30 + Math.min(3, content.highlights.length) * 38 : 0;
  return 48 + route + highlights;
}

/**
 * The written side of the card: kicker, the tour's name, start → destination and the first three
 * highlights, in the look's lettering. Returns where the text ends.
 */
export function drawPostcardText(ctx: SKRSContext2D, look: PostcardLook, box: Box, content: PostcardContent): number {
  const { title } = look;
  let y = box.y + 34;
  const kicker = title.kicker.toLocaleUpperCase('en');
  letter(ctx, fitText(ctx, kicker, box.width), box.x, y, { size: 22, weight: 600, colour: look.muted, spacing: 3 });
  const room = box.height - 48 - restHeight(content);
  const { size, lines } = titleLines(ctx, content.tourName, look, box.width - 12, room);
  y += 14;
  for (const line of lines) {
    y += size * 1.12;
    letter(ctx, line, box.x, y, {
      size,
      weight: title.weight,
      colour: look.frame === 'comic' ? '#ffffff' : look.ink,
      spacing: title.letterSpacing,
      slant: title.slant,
      outline: title.outline,
      glow: title.glow,
    });
  }
  y += 20;
  ctx.fillStyle = look.accent;
  ctx.fillRect(box.x, y, 90, 6);
  y += 14;

  if (content.startPoint || content.destination) {
    const from = content.startPoint ?? content.stops[0]?.name ?? '';
    const to = content.destination ?? content.stops.at(-1)?.name ?? '';
    y += 28;
    letter(ctx, 'ROUTE', box.x, y, { size: 18, weight: 700, colour: look.muted, spacing: 3 });
    for (const [mark, place] of [
      ['●', from],
      ['▶', to],
    ] as const) {
      if (!place) continue;
      y += 34;
      letter(ctx, mark, box.x, y, { size: 22, weight: 700, colour: look.accent });
      ctx.font = fontFor(place, 28, 600);
      ctx.letterSpacing = '0px';
      letter(ctx, fitText(ctx, place, box.width - 40), box.x + 36, y, { size: 28, weight: 600, colour: look.ink });
    }
    y += 12;
  }

  if (content.highlights.length > 0) {
    y += 30;
    letter(ctx, 'HIGHLIGHTS', box.x, y, { size: 18, weight: 700, colour: look.muted, spacing: 3 });
    content.highlights.slice(0, 3).forEach((name, index) => {
      y += 38;
      ctx.fillStyle = look.accent;
      ctx.beginPath();
      ctx.arc(box.x + 15, y - 9, 15, 0, Math.PI * 2);
      ctx.fill();
      letter(ctx, String(index + 1), box.x + 9, y - 1, {
        size: 20,
        weight: 800,
        colour: look.paper === '#050505' ? '#050505' : '#ffffff',
      });
      ctx.font = fontFor(name, 26, 500);
      ctx.letterSpacing = '0px';
      letter(ctx, fitText(ctx, name, box.width - 44), box.x + 42, y, { size: 26, weight: 500, colour: look.ink });
    });
  }
  return y;
}
