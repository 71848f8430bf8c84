import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawRoute } from '../draw-route';
import { fitMapView } from '../map-projection';
import type { Box, PostcardStop } from './postcard-artist';
import type { PostcardLook } from './postcard-looks';

const isLight = (hex: string) =>
  parseInt(hex.slice(1, 3), 16) * 0.299 +
    parseInt(hex.slice(3, 5), 16) * 0.587 +
    parseInt(hex.slice(5, 7), 16) * 0.114 >
  128;

/**
 * The route on a small map panel: the stops projected (Web Mercator, north up) on the style's map
 * paper with a light grid. No tiles: the card is drawn offline.
 */
export function drawMapPanel(ctx: SKRSContext2D, look: PostcardLook, box: Box, stops: readonly PostcardStop[]): void {
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = 18;
  ctx.shadowOffsetY = 6;
  ctx.fillStyle = look.mapPaper;
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.width, box.height, look.frame === 'comic' ? 0 : 16);
  ctx.fill();
  ctx.restore();

  ctx.save();
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.width, box.height, 16);
  ctx.clip();
  ctx.strokeStyle = look.mapGrid;
  ctx.lineWidth = 1.5;
  for (let x = box.x + 24; x < box.x + box.width; x += 36) {
    ctx.beginPath();
    ctx.moveTo(x, box.y);
    ctx.lineTo(x, box.y + box.height);
    ctx.stroke();
  }
  for (let y = box.y + 24; y < box.y + box.height; y += 36) {
    ctx.beginPath();
    ctx.moveTo(box.x, y);
    ctx.lineTo(box.x + box.width, y);
    ctx.stroke();
  }
  const view = fitMapView(stops, box, 0.16);
  if (view) {
    drawRoute(
      ctx,
      view,
      stops.map((stop, index) => ({ ...stop, index })),
      { dark: isLight(look.ink) ? look.paper : look.ink, accent: look.accent, scenery: 'city', light: 'sun' },
    );
  }
  ctx.restore();
  if (look.frame === 'comic') {
    ctx.strokeStyle = '#111111';
    ctx.lineWidth = 6;
    ctx.strokeRect(box.x, box.y, box.width, box.height);
  }
}
