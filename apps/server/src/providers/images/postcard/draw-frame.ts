import type { SKRSContext2D } from '@napi-rs/canvas';
import { fontFor } from '../bundled-fonts';
import type { Box } from './postcard-artist';
import type { FrameKind, PostcardLook } from './postcard-looks';

type Random = () => number;

const INSETS: Record<FrameKind, { side: number; top: number }> = {
  stamp: { side: 36, top: 36 },
  clean: { side: 14, top: 14 },
  deckle: { side: 48, top: 48 },
  letterbox: { side: 0, top: 96 },
  rounded: { side: 28, top: 28 },
  gilded: { side: 56, top: 56 },
  comic: { side: 30, top: 30 },
};

/** The picture area inside the style's frame. */
export function innerBox(frame: FrameKind, width: number, height: number): Box {
  const inset = INSETS[frame];
  return { x: inset.side, y: inset.top, width: width - 2 * inset.side, height: height - 2 * inset.top };
}

/** Fills the frame: everything outside `inner`, whose edge follows `edge` (a path traced on ctx). */
function fillOutside(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  fill: string | ReturnType<SKRSContext2D['createLinearGradient']>,
  edge: () => void,
) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, height);
  edge();
  ctx.fillStyle = fill;
  ctx.fill('evenodd');
  ctx.restore();
}

function drawStamp(ctx: SKRSContext2D, look: PostcardLook, x: number, y: number) {
  const w = 92;
  const h = 112;
  ctx.save();
  ctx.fillStyle = '#fffaf0';
  ctx.fillRect(x, y, w, h);
  // Perforations: bites out of the stamp's edge.
  ctx.fillStyle = look.paper;
  for (let px = x; px <= x + w; px += 11) {
    for (const py of [y, y + h]) {
      ctx.beginPath();
      ctx.arc(px, py, 4, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.fillStyle = look.accent;
  ctx.fillRect(x + 10, y + 10, w - 20, h - 20);
  ctx.fillStyle = '#fffaf0';
  ctx.font = fontFor('POST', 18, 800);
  ctx.textAlign = 'center';
  ctx.fillText('POST', x + w / 2, y + h / 2 + 6);
  // The postmark's ring, half over the stamp.
  ctx.strokeStyle = 'rgba(74, 47, 23, 0.6)';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(x + 8, y + h * 0.62, 40, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

/** A rough, torn paper edge: the inner box's outline with small random bites. */
function deckleEdge(ctx: SKRSContext2D, box: Box, random: Random) {
  const jitter = () => (random() - 0.5) * 14;
  ctx.moveTo(box.x, box.y);
  for (let x = box.x; x <= box.x + box.width; x += 10) ctx.lineTo(x, box.y + jitter());
  for (let y = box.y; y <= box.y + box.height; y += 10) ctx.lineTo(box.x + box.width + jitter(), y);
  for (let x = box.x + box.width; x >= box.x; x -= 10) ctx.lineTo(x, box.y + box.height + jitter());
  for (let y = box.y + box.height; y >= box.y; y -= 10) ctx.lineTo(box.x + jitter(), y);
  ctx.closePath();
}

/** The style's frame, drawn over the picture's edges. */
export function drawFrame(ctx: SKRSContext2D, look: PostcardLook, width: number, height: number, random: Random): void {
  const inner = innerBox(look.frame, width, height);
  const rect = () => ctx.rect(inner.x, inner.y, inner.width, inner.height);
  switch (look.frame) {
    case 'stamp':
      fillOutside(ctx, width, height, look.paper, rect);
      ctx.strokeStyle = look.ink;
      ctx.lineWidth = 2;
      ctx.strokeRect(inner.x - 12, inner.y - 12, inner.width + 24, inner.height + 24);
      drawStamp(ctx, look, width - 118, 14);
      return;
    case 'clean':
      fillOutside(ctx, width, height, look.paper, rect);
      ctx.fillStyle = look.accent;
      ctx.fillRect(inner.x, height - 14, 260, 14);
      return;
    case 'deckle':
      fillOutside(ctx, width, height, look.paper, () => deckleEdge(ctx, inner, random));
      return;
    case 'letterbox':
      ctx.fillStyle = look.paper;
      ctx.fillRect(0, 0, width, inner.y);
      ctx.fillRect(0, height - inner.y, width, inner.y);
      ctx.fillStyle = look.muted;
      ctx.font = fontFor('2.39 : 1', 18, 300);
      ctx.textAlign = 'right';
      ctx.fillText('2.39 : 1', width - 40, height - 40);
      return;
    case 'rounded':
      fillOutside(ctx, width, height, look.paper, () => ctx.roundRect(inner.x, inner.y, inner.width, inner.height, 48));
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.roundRect(inner.x + 8, inner.y + 8, inner.width - 16, inner.height - 16, 42);
      ctx.stroke();
      return;
    case 'gilded': {
      const gold = ctx.createLinearGradient(0, 0, width, height);
      gold.addColorStop(0, '#8a6a1c');
      gold.addColorStop(0.3, '#f2d27a');
      gold.addColorStop(0.55, '#a07818');
      gold.addColorStop(0.8, '#f6dd8c');
      gold.addColorStop(1, '#6b4f12');
      fillOutside(ctx, width, height, gold, rect);
      ctx.strokeStyle = '#3b2414';
      ctx.lineWidth = 6;
      ctx.strokeRect(inner.x - 3, inner.y - 3, inner.width + 6, inner.height + 6);
      ctx.strokeStyle = 'rgba(255, 240, 200, 0.6)';
      ctx.lineWidth = 2;
      ctx.strokeRect(18, 18, width - 36, height - 36);
      for (const [cx, cy] of [
        [28, 28],
        [width - 28, 28],
        [28, height - 28],
        [width - 28, height - 28],
      ] as const) {
        ctx.fillStyle = '#3b2414';
        ctx.beginPath();
        ctx.arc(cx, cy, 12, 0, Math.PI * 2);
        ctx.fill();
      }
      return;
    }
    case 'comic':
      fillOutside(ctx, width, height, look.paper, rect);
      ctx.strokeStyle = '#111111';
      ctx.lineWidth = 12;
      ctx.strokeRect(inner.x, inner.y, inner.width, inner.height);
      return;
  }
}
