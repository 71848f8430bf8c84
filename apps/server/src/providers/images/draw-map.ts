import { createCanvas, ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import { fontFor } from './bundled-fonts';
import { formatDegrees, graticuleStep, scaleBar, type Frame, type MapView } from './map-projection';
import { mixColour, withAlpha, type ThemePalette } from './theme-palette';

type Random = () => number;

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

/** Smooth value noise in [0, 1]: three octaves of random lattice values, eased between lattice points. */
function createNoise(width: number, height: number, random: Random) {
  const octaves = [220, 110, 55].map((cell, index) => {
    const columns = Math.ceil(width / cell) + 2;
    const rows = Math.ceil(height / cell) + 2;
    const values = Float32Array.from({ length: columns * rows }, () => random());
    return { cell, columns, values, weight: 1 / 2 ** index };
  });
  const total = octaves.reduce((sum, octave) => sum + octave.weight, 0);
  const ease = (t: number) => t * t * (3 - 2 * t);
  return (x: number, y: number) => {
    let sum = 0;
    for (const { cell, columns, values, weight } of octaves) {
      const gx = x / cell;
      const gy = y / cell;
      const x0 = Math.floor(gx);
      const y0 = Math.floor(gy);
      const tx = ease(gx - x0);
      const ty = ease(gy - y0);
      const at = (cx: number, cy: number) => values[cy * columns + cx]!;
      const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * tx;
      const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * tx;
      sum += (top + (bottom - top) * ty) * weight;
    }
    return sum / total;
  };
}

/**
 * Stylised relief in the theme's colours: bands of height tinted from low to high with a contour
 * line where the band changes, as a topographic map shows them. It is artwork, not real terrain.
 */
function drawRelief(width: number, height: number, palette: ThemePalette, random: Random) {
  // Relief is soft by nature: half resolution, scaled up when drawn, costs a quarter of the work.
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  const noise = createNoise(w, h, random);
  const bands = 9;
  const low = rgb(mixColour(palette.dark, '#1e293b', 0.55));
  const high = rgb(mixColour(mixColour(palette.dark, '#334155', 0.6), palette.accent, 0.16));
  const line = rgb(mixColour(palette.accent, '#ffffff', 0.25));
  const levels = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) levels[y * w + x] = Math.min(bands - 1, Math.floor(noise(x, y) * bands * 1.1));
  }
  // Filled in a plain array and handed over once: writing a canvas's own pixel array is a native call each time.
  const pixels = new Uint8ClampedArray(w * h * 4);
  for (let index = 0; index < w * h; index++) {
    const level = levels[index]!;
    const x = index % w;
    const edge = (x + 1 < w && levels[index + 1] !== level) || (index + w < w * h && levels[index + w] !== level);
    const t = level / (bands - 1);
    const alpha = edge ? 0.4 : 0;
    for (let channel = 0; channel < 3; channel++) {
      const ground = low[channel]! + (high[channel]! - low[channel]!) * t;
      pixels[index * 4 + channel] = ground + (line[channel]! - ground) * alpha;
    }
    pixels[index * 4 + 3] = 255;
  }
  const canvas = createCanvas(w, h);
  canvas.getContext('2d').putImageData(new ImageData(pixels, w, h), 0, 0);
  return canvas;
}

function roundedRect(ctx: SKRSContext2D, frame: Frame, radius: number) {
  ctx.beginPath();
  ctx.roundRect(frame.x, frame.y, frame.width, frame.height, radius);
}

/** Latitude and longitude lines at a round step, labelled along the card's top and left edges. */
function drawGraticule(ctx: SKRSContext2D, frame: Frame, view: MapView) {
  const topLeft = view.unproject(frame.x, frame.y);
  const bottomRight = view.unproject(frame.x + frame.width, frame.y + frame.height);
  // Longitude labels are wider than latitude ones, so their lines keep further apart.
  const lngStep = graticuleStep(bottomRight.lng - topLeft.lng, frame.width, 130);
  const latStep = graticuleStep(topLeft.lat - bottomRight.lat, frame.height, 90);
  ctx.save();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.14)';
  ctx.lineWidth = 1.5;
  ctx.setLineDash([6, 8]);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.62)';
  ctx.font = fontFor('0', 17, 500);
  ctx.textBaseline = 'top';
  for (let lng = Math.ceil(topLeft.lng / lngStep) * lngStep; lng <= bottomRight.lng; lng += lngStep) {
    const { x } = view.project(view.center.lat, lng);
    ctx.beginPath();
    ctx.moveTo(x, frame.y);
    ctx.lineTo(x, frame.y + frame.height);
    ctx.stroke();
    if (x > frame.x + 40 && x < frame.x + frame.width - 90)
      ctx.fillText(formatDegrees(lng, 'lng', lngStep), x + 6, frame.y + 12);
  }
  for (let lat = Math.ceil(bottomRight.lat / latStep) * latStep; lat <= topLeft.lat; lat += latStep) {
    const { y } = view.project(lat, view.center.lng);
    ctx.beginPath();
    ctx.moveTo(frame.x, y);
    ctx.lineTo(frame.x + frame.width, y);
    ctx.stroke();
    // Clear of the scale bar in the bottom corner.
    if (y > frame.y + 40 && y < frame.y + frame.height - 100) {
      ctx.fillText(formatDegrees(lat, 'lat', latStep), frame.x + 12, y + 6);
    }
  }
  ctx.restore();
}

function drawScaleBar(ctx: SKRSContext2D, frame: Frame, view: MapView) {
  const bar = scaleBar(view.metersPerPixel, frame.width * 0.22);
  const x = frame.x + 28;
  const y = frame.y + frame.height - 34;
  ctx.save();
  ctx.fillStyle = 'rgba(2, 6, 23, 0.55)';
  ctx.beginPath();
  ctx.roundRect(x - 12, y - 34, Math.max(bar.pixels, 150) + 24, 52, 10);
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(x, y - 6);
  ctx.lineTo(x, y);
  ctx.lineTo(x + bar.pixels, y);
  ctx.lineTo(x + bar.pixels, y - 6);
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = fontFor(bar.label, 16, 600);
  ctx.textBaseline = 'bottom';
  ctx.fillText(bar.label, x, y - 10);
  ctx.restore();
}

function drawNorthArrow(ctx: SKRSContext2D, frame: Frame) {
  const x = frame.x + frame.width - 40;
  const y = frame.y + 44;
  ctx.save();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  ctx.beginPath();
  ctx.moveTo(x, y - 22);
  ctx.lineTo(x + 11, y + 8);
  ctx.lineTo(x, y + 2);
  ctx.lineTo(x - 11, y + 8);
  ctx.closePath();
  ctx.fill();
  ctx.font = fontFor('N', 16, 700);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillText('N', x, y + 12);
  ctx.restore();
}

/** A compass rose where the route will be, for a tour that has no stops yet. */
function drawCompassRose(ctx: SKRSContext2D, frame: Frame, palette: ThemePalette) {
  const cx = frame.x + frame.width / 2;
  const cy = frame.y + frame.height / 2;
  const radius = Math.min(frame.width, frame.height) * 0.22;
  ctx.save();
  ctx.strokeStyle = withAlpha(palette.accent, 0.7);
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.stroke();
  for (let quarter = 0; quarter < 4; quarter++) {
    const angle = (quarter * Math.PI) / 2;
    ctx.fillStyle = quarter === 0 ? palette.accent : 'rgba(255, 255, 255, 0.7)';
    ctx.beginPath();
    ctx.moveTo(cx + Math.sin(angle) * radius * 1.25, cy - Math.cos(angle) * radius * 1.25);
    ctx.lineTo(cx + Math.sin(angle + Math.PI / 2) * radius * 0.16, cy - Math.cos(angle + Math.PI / 2) * radius * 0.16);
    ctx.lineTo(cx + Math.sin(angle - Math.PI / 2) * radius * 0.16, cy - Math.cos(angle - Math.PI / 2) * radius * 0.16);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

/**
 * The map card: relief, graticule, scale and north arrow in a rounded frame with a shadow; `drawInside`
 * paints the route while the frame still clips. Without a view (no stops) a compass rose stands in.
 */
export function drawMapCard(
  ctx: SKRSContext2D,
  frame: Frame,
  view: MapView | null,
  palette: ThemePalette,
  random: Random,
  drawInside: () => void,
): void {
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
  ctx.shadowBlur = 40;
  ctx.shadowOffsetY = 16;
  ctx.fillStyle = palette.dark;
  roundedRect(ctx, frame, 28);
  ctx.fill();
  ctx.restore();

  ctx.save();
  roundedRect(ctx, frame, 28);
  ctx.clip();
  ctx.drawImage(
    drawRelief(Math.round(frame.width), Math.round(frame.height), palette, random),
    frame.x,
    frame.y,
    frame.width,
    frame.height,
  );
  if (view) {
    drawGraticule(ctx, frame, view);
    drawInside();
    drawScaleBar(ctx, frame, view);
  } else {
    drawCompassRose(ctx, frame, palette);
  }
  drawNorthArrow(ctx, frame);
  ctx.restore();

  ctx.save();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
  ctx.lineWidth = 3;
  roundedRect(ctx, frame, 28);
  ctx.stroke();
  ctx.restore();
}
