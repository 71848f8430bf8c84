import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TourStop } from '@roamcast/shared/logic/tour-stops';
import type { CoverTour } from './cover-artist';
import { probeGlyphs, SAMPLES, type GlyphProbe } from './glyph-probe';
import { COVER_HEIGHT, COVER_WIDTH, createOfflineCoverArtist } from './offline-cover-artist';

const artist = createOfflineCoverArtist();

const stop = (index: number, name: string, lat: number, lng: number): TourStop => ({ index, name, lat, lng });

const harbour: CoverTour = {
  id: 'a1b2c3',
  name: 'Haunted Harbour after dark',
  theme: 'ghost_stories',
  stops: [
    stop(0, 'Pier 39', 37.8087, -122.4098),
    stop(1, 'Ferry Building', 37.7955, -122.3937),
    stop(2, 'Coit Tower', 37.8024, -122.4058),
  ],
};

/** Decodes a cover and measures it: a blank or one-colour picture has almost no spread. */
async function inspect(data: Buffer) {
  const image = sharp(data);
  const metadata = await image.metadata();
  const stats = await image.stats();
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    spread: Math.min(...stats.channels.slice(0, 3).map((channel) => channel.stdev)),
  };
}

/** Expectations a rendering must meet wherever it ran: every letter drawn, each one different, Arabic shaped and ordered. */
function expectScriptsRendered(probe: GlyphProbe) {
  for (const [script, images] of Object.entries(probe.glyphs)) {
    for (const image of images) expect(image.ink, `${script} letters leave ink`).toBeGreaterThan(40);
    expect(new Set(images.map((image) => image.hash)).size, `${script} letters differ`).toBe(
      SAMPLES[script as keyof typeof SAMPLES].length,
    );
  }
  expect(probe.arabicJoined.hash).not.toBe(probe.arabicApart.hash);
  expect(probe.arabicJoined.width).toBeLessThan(probe.arabicApart.width);
  expect(probe.firstWordAtRight * 3).toBeLessThan(probe.secondWordAtRight);
}

describe('the offline cover', () => {
  it('is a real 1536x1024 JPEG with the route drawn, the same for the same variation and new for another', async () => {
    const first = await artist.drawCover(harbour, { variation: 1 });
    expect(first).toMatchObject({
      contentType: 'image/jpeg',
      width: COVER_WIDTH,
      height: COVER_HEIGHT,
      source: 'offline',
    });
    expect(first.prompt).toContain('3 stops');
    expect(await inspect(first.data)).toMatchObject({ format: 'jpeg', width: 1536, height: 1024 });
    expect((await inspect(first.data)).spread).toBeGreaterThan(20);
    const again = await artist.drawCover(harbour, { variation: 1 });
    expect(again.data.equals(first.data)).toBe(true);
    const other = await artist.drawCover(harbour, { variation: 2 });
    expect(other.data.equals(first.data)).toBe(false);
  });

  it('draws tours with no stop, one stop, a free-text theme, and stops a world apart', async () => {
    const tours: CoverTour[] = [
      { id: 'none', name: 'Empty tour', theme: 'Jazz history', description: 'Where jazz was born', stops: [] },
      { id: 'one', name: 'Yosemite', theme: 'nature', stops: [stop(0, 'Yosemite Valley', 37.7456, -119.5936)] },
      {
        id: 'far',
        name: 'Around the world',
        theme: 'waterfront',
        stops: [
          stop(0, 'Suva', -18.1, 178.4),
          stop(1, 'Apia', -13.8, -171.8),
          stop(2, 'London', 51.5, -0.12),
          stop(3, 'Ushuaia', -54.8, -68.3),
        ],
      },
      {
        id: 'long',
        name: 'Route 66 '.repeat(12),
        theme: null,
        stops: Array.from({ length: 45 }, (_, index) =>
          stop(index, `Town ${index + 1}`, 35 + index * 0.05, -118 + index * 0.6),
        ),
      },
    ];
    for (const tour of tours) {
      const cover = await artist.drawCover(tour);
      const seen = await inspect(cover.data);
      expect(seen, tour.id).toMatchObject({ format: 'jpeg', width: 1536, height: 1024 });
      expect(seen.spread, tour.id).toBeGreaterThan(15);
    }
  });

  it('mirrors the layout for an Arabic name: the title moves to the right-hand side', async () => {
    const inkAt = async (data: Buffer, left: number) => {
      // White title text is the brightest thing in its column's top band.
      const { data: pixels, info } = await sharp(data)
        .extract({ left, top: 150, width: 500, height: 120 })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let bright = 0;
      for (let i = 0; i < info.width * info.height; i++) if (pixels[i]! > 235) bright++;
      return bright;
    };
    const arabic = await artist.drawCover({
      ...harbour,
      name: 'جولة القاهرة',
      stops: [stop(0, 'الأهرامات', 29.9792, 31.1342)],
    });
    const latin = await artist.drawCover({
      ...harbour,
      name: 'Cairo walk',
      stops: [stop(0, 'Pyramids', 29.9792, 31.1342)],
    });
    expect(await inkAt(arabic.data, 950)).toBeGreaterThan(500);
    expect(await inkAt(arabic.data, 72)).toBeLessThan(50);
    expect(await inkAt(latin.data, 72)).toBeGreaterThan(500);
  });

  it('renders Japanese, Chinese, Korean and shaped right-to-left Arabic with the bundled fonts', () => {
    expectScriptsRendered(probeGlyphs());
  });

  // The same check where no system font exists, as on a fresh server: font folders are hidden in a
  // private mount namespace, so only the fonts from node_modules can draw. Needs root and unshare.
  const fontDirs = ['/usr/share/fonts', '/usr/local/share/fonts'].filter((dir) => existsSync(dir));
  const canHideFonts =
    process.getuid?.() === 0 && spawnSync('unshare', ['-m', 'true']).status === 0 && fontDirs.length > 0;
  it.runIf(canHideFonts)(
    'renders them on a machine without system fonts',
    () => {
      const probe = path.join(import.meta.dirname, 'glyph-probe.ts');
      const hide = fontDirs.map((dir) => `mount -t tmpfs none ${dir}`).join(' && ');
      const output = execFileSync(
        'unshare',
        ['-m', 'sh', '-c', `${hide} && exec "${process.execPath}" --import tsx "${probe}"`],
        { cwd: import.meta.dirname, encoding: 'utf8', env: { ...process.env, HOME: '/nonexistent' } },
      );
      const result = JSON.parse(output) as GlyphProbe;
      expect(result.systemFamilies).toBe(0);
      expectScriptsRendered(result);
    },
    30_000,
  );
});
