/**
 * Draws the app's install icons (manifest and home screen) from its own artwork: the landing page's
 * night-to-rose gradient and the Start button's navigation arrow. Run after changing the artwork:
 *   npx tsx apps/web/scripts/build-icons.ts
 * The PNGs are committed (apps/web/public/icons); nothing is drawn at build or run time.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/icons');

/** `inset` is the share of the side the arrow may use: maskable icons keep it inside the 80% safe zone. */
function artwork(size: number, inset: number, rounded: boolean): string {
  const arrow = size * inset;
  const offset = (size - arrow) / 2;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#020617"/>
      <stop offset="0.5" stop-color="#1e1b4b"/>
      <stop offset="1" stop-color="#881337"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" rx="${radius}" fill="url(#sky)"/>
  <g transform="translate(${offset} ${offset}) scale(${arrow / 24})">
    <polygon points="3 11 22 2 13 21 11 13 3 11" fill="#ffffff" stroke="#ffffff" stroke-width="1.5"
      stroke-linejoin="round"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0.62, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0.62, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.5, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, inset: 0.56, rounded: false },
];

mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(artwork(icon.size, icon.inset, icon.rounded)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}x${icon.size}`);
}
