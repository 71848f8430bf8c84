// Test support: renders text the way covers do and describes what came out, in this process or,
// run as a script, in one that sees no system fonts (the test hides them in a mount namespace).
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { directionOf, fontFor, registerBundledFonts } from './bundled-fonts';

export interface GlyphImage {
  /** Hash of the pixels: two different letters must not draw the same picture (a missing glyph's box). */
  hash: string;
  /** Pixels with ink. */
  ink: number;
  width: number;
}

export const SAMPLES = {
  ja: ['東', '京', '駅', 'こ', 'ん', 'ア'],
  zh: ['北', '故', '宫', '门', '广'],
  ko: ['경', '복', '궁', '서', '울'],
  ar: ['ق', 'ا', 'ه', 'ر', 'ة'],
} as const;

const WIDTH = 640;
const HEIGHT = 96;

function render(text: string, options: { align?: 'left' | 'right' } = {}) {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = '#000000';
  ctx.font = fontFor(text, 48, 500);
  ctx.direction = directionOf(text);
  ctx.textAlign = options.align ?? 'left';
  ctx.fillText(text, options.align === 'right' ? WIDTH - 16 : 16, 66);
  const pixels = ctx.getImageData(0, 0, WIDTH, HEIGHT).data;
  return { pixels, width: ctx.measureText(text).width };
}

export function glyphImage(text: string): GlyphImage {
  const { pixels, width } = render(text);
  let ink = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128) ink++;
  return { hash: createHash('sha1').update(pixels).digest('hex'), ink, width };
}

/** How far apart two right-aligned renderings are over the rightmost `span` pixels (0: the same). */
export function rightEdgeDifference(a: string, b: string, span = 120): number {
  const first = render(a, { align: 'right' }).pixels;
  const second = render(b, { align: 'right' }).pixels;
  let difference = 0;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = WIDTH - 16 - span; x < WIDTH - 16; x++) {
      const i = (y * WIDTH + x) * 4;
      difference += Math.abs(first[i]! - second[i]!);
    }
  }
  return difference;
}

export function probeGlyphs() {
  const systemFamilies = GlobalFonts.families.length;
  registerBundledFonts();
  const glyphs = Object.fromEntries(
    Object.entries(SAMPLES).map(([script, letters]) => [script, letters.map((letter) => glyphImage(letter))]),
  );
  return {
    systemFamilies,
    glyphs,
    // Joined Arabic letters take other shapes than the same letters kept apart by zero-width non-joiners.
    arabicJoined: glyphImage('بيت'),
    arabicApart: glyphImage('ب\u200cي\u200cت'),
    // Right to left: the first word of a right-aligned line sits at its right edge.
    firstWordAtRight: rightEdgeDifference('واحد اثنان', 'واحد'),
    secondWordAtRight: rightEdgeDifference('واحد اثنان', 'اثنان'),
  };
}

export type GlyphProbe = ReturnType<typeof probeGlyphs>;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(JSON.stringify(probeGlyphs()));
}
