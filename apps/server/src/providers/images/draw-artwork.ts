import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { mixColour, withAlpha, type ThemePalette } from './theme-palette';

type Random = () => number;

/**
 * The theme's artwork, as the web draws it behind a story (components/theme-art.tsx): a dusk sky in
 * the theme's colours, a low sun or moon, distant hills, and in front a skyline, a forest or the sea.
 */
export function drawSky(ctx: SKRSContext2D, width: number, height: number, palette: ThemePalette): void {
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, mixColour(palette.dark, '#020617', 0.5));
  sky.addColorStop(0.5, mixColour(palette.dark, '#1e1b4b', 0.45));
  sky.addColorStop(0.85, mixColour(palette.accent, '#9f1239', palette.light === 'moon' ? 0.75 : 0.4));
  sky.addColorStop(1, mixColour(palette.accent, '#fbbf24', 0.35));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
}

/** A sun or moon low over the horizon at `x`, with its glow. */
export function drawSkyLight(ctx: SKRSContext2D, x: number, horizon: number, palette: ThemePalette): void {
  const radius = 64;
  const y = horizon - radius * 0.35;
  const glow = ctx.createRadialGradient(x, y, radius * 0.6, x, y, radius * 4);
  const tint = palette.light === 'moon' ? '#e0e7ff' : '#fde68a';
  glow.addColorStop(0, withAlpha(tint, 0.45));
  glow.addColorStop(1, withAlpha(tint, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(x - radius * 4, y - radius * 4, radius * 8, radius * 8);
  // The disc is drawn apart, so a crescent can be cut from it without cutting the sky behind.
  const disc = createCanvas(radius * 2 + 4, radius * 2 + 4);
  const discContext = disc.getContext('2d');
  discContext.fillStyle = palette.light === 'moon' ? '#eef2ff' : '#fef3c7';
  discContext.beginPath();
  discContext.arc(radius + 2, radius + 2, radius, 0, Math.PI * 2);
  discContext.fill();
  if (palette.light === 'moon') {
    discContext.globalCompositeOperation = 'destination-out';
    discContext.beginPath();
    discContext.arc(radius + 2 + radius * 0.5, radius + 2 - radius * 0.3, radius * 0.85, 0, Math.PI * 2);
    discContext.fill();
  }
  ctx.drawImage(disc, x - radius - 2, y - radius - 2);
}

/** Two ridges of rolling hills across the width, from `top` down to the bottom. */
export function drawHills(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  top: number,
  palette: ThemePalette,
  random: Random,
) {
  const ridges = [
    { base: top, amplitude: 46, colour: withAlpha(mixColour(palette.dark, palette.accent, 0.25), 0.85) },
    { base: top + 70, amplitude: 34, colour: mixColour(palette.dark, '#020617', 0.25) },
  ];
  for (const ridge of ridges) {
    const phase = random() * Math.PI * 2;
    const waves = 2 + random() * 2;
    ctx.fillStyle = ridge.colour;
    ctx.beginPath();
    ctx.moveTo(0, height);
    for (let x = 0; x <= width; x += 16) {
      const y =
        ridge.base +
        Math.sin((x / width) * Math.PI * waves + phase) * ridge.amplitude +
        Math.sin((x / width) * Math.PI * waves * 2.7 + phase * 2) * ridge.amplitude * 0.35;
      ctx.lineTo(x, y);
    }
    ctx.lineTo(width, height);
    ctx.closePath();
    ctx.fill();
  }
}

function drawSkyline(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  top: number,
  palette: ThemePalette,
  random: Random,
) {
  const ink = mixColour(palette.dark, '#000000', 0.55);
  const windows = withAlpha(mixColour(palette.accent, '#fde68a', 0.6), 0.8);
  let x = -10;
  while (x < width) {
    const buildingWidth = 34 + random() * 70;
    const buildingTop = top + random() * (height - top) * 0.55;
    ctx.fillStyle = ink;
    ctx.fillRect(x, buildingTop, buildingWidth, height - buildingTop);
    if (random() < 0.18) {
      // A spire or a mast.
      ctx.fillRect(x + buildingWidth / 2 - 3, buildingTop - 40 - random() * 50, 6, 50);
    }
    ctx.fillStyle = windows;
    for (let wy = buildingTop + 12; wy < height - 14; wy += 18) {
      for (let wx = x + 8; wx < x + buildingWidth - 12; wx += 16) {
        if (random() < 0.22) ctx.fillRect(wx, wy, 6, 8);
      }
    }
    x += buildingWidth + 2 + random() * 10;
  }
}

function drawForest(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  top: number,
  palette: ThemePalette,
  random: Random,
) {
  ctx.fillStyle = mixColour(palette.dark, '#000000', 0.5);
  ctx.fillRect(0, height - 40, width, 40);
  let x = -20;
  while (x < width + 20) {
    const treeHeight = (height - top) * (0.45 + random() * 0.55);
    const half = treeHeight * 0.22;
    const base = height - 20 - random() * 20;
    ctx.beginPath();
    ctx.moveTo(x, base - treeHeight);
    ctx.lineTo(x + half, base);
    ctx.lineTo(x - half, base);
    ctx.closePath();
    ctx.fill();
    x += half * (0.9 + random() * 0.8);
  }
}

function drawSea(
  ctx: SKRSContext2D,
  width: number,
  height: number,
  top: number,
  palette: ThemePalette,
  random: Random,
  lightX: number,
) {
  const water = ctx.createLinearGradient(0, top, 0, height);
  water.addColorStop(0, mixColour(palette.dark, palette.accent, 0.35));
  water.addColorStop(1, mixColour(palette.dark, '#000000', 0.5));
  ctx.fillStyle = water;
  ctx.fillRect(0, top + 40, width, height - top - 40);
  ctx.strokeStyle = withAlpha('#ffffff', 0.18);
  ctx.lineWidth = 2;
  for (let y = top + 56; y < height; y += 14 + random() * 8) {
    const start = random() * width;
    ctx.beginPath();
    ctx.moveTo(start, y);
    ctx.lineTo(start + 40 + random() * 120, y);
    ctx.stroke();
  }
  // The light's reflection on the water.
  ctx.fillStyle = withAlpha(palette.light === 'moon' ? '#e0e7ff' : '#fde68a', 0.35);
  for (let y = top + 48; y < height; y += 12) {
    const spread = 20 + (y - top) * 0.35;
    ctx.fillRect(lightX - spread / 2 + (random() - 0.5) * 20, y, spread * (0.3 + random() * 0.7), 3);
  }
}

/** The foreground in front of everything else, along the bottom edge from `top` down. */
export function drawScenery(
  ctx: SKRSContext2D,
  size: { width: number; height: number },
  top: number,
  palette: ThemePalette,
  random: Random,
  lightX: number,
): void {
  if (palette.scenery === 'forest') drawForest(ctx, size.width, size.height, top, palette, random);
  else if (palette.scenery === 'water') drawSea(ctx, size.width, size.height, top, palette, random, lightX);
  else drawSkyline(ctx, size.width, size.height, top, palette, random);
}
