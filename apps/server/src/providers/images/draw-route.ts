import type { SKRSContext2D } from '@napi-rs/canvas';
import type { TourStop } from '@roamcast/shared/logic/tour-stops';
import { fontFor } from './bundled-fonts';
import type { MapView } from './map-projection';
import { withAlpha, type ThemePalette } from './theme-palette';

/** Dots shrink as stops multiply, so a 30-stop road trip stays legible; past 40 only the ends carry numbers. */
function dotRadius(count: number): number {
  return Math.max(9, 22 - count * 0.45);
}

/** The tour's path through its stops in order (a glow, then a bright line), then a numbered dot at each stop. */
export function drawRoute(ctx: SKRSContext2D, view: MapView, stops: readonly TourStop[], palette: ThemePalette): void {
  const points = stops.map((stop) => view.project(stop.lat, stop.lng));
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (points.length > 1) {
    const trace = () => {
      ctx.beginPath();
      points.forEach((point, index) => (index === 0 ? ctx.moveTo(point.x, point.y) : ctx.lineTo(point.x, point.y)));
    };
    ctx.strokeStyle = withAlpha(palette.accent, 0.35);
    ctx.lineWidth = 22;
    trace();
    ctx.stroke();
    ctx.strokeStyle = palette.accent;
    ctx.lineWidth = 9;
    trace();
    ctx.stroke();
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.lineWidth = 3;
    ctx.setLineDash([14, 12]);
    trace();
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const radius = dotRadius(points.length);
  // Last stop first, so the start sits on top where stops overlap.
  for (let index = points.length - 1; index >= 0; index--) {
    const { x, y } = points[index]!;
    const isEnd = index === 0 || index === points.length - 1;
    ctx.shadowColor = 'rgba(0, 0, 0, 0.5)';
    ctx.shadowBlur = 10;
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(x, y, radius + 4, 0, Math.PI * 2);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.fillStyle = index === 0 ? palette.dark : palette.accent;
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.fill();
    if (points.length <= 40 || isEnd) {
      const label = String(index + 1);
      ctx.fillStyle = '#ffffff';
      ctx.font = fontFor(label, radius * (label.length > 1 ? 1.05 : 1.3), 700);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(label, x, y + 1);
    }
  }
  ctx.restore();
}
