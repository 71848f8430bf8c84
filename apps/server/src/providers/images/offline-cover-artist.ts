import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { tourFigures } from '@roamcast/shared/logic/tour-length';
import { directionOf, fontFor, registerBundledFonts } from './bundled-fonts';
import type { CoverArtist, CoverImage, CoverTour } from './cover-artist';
import { drawHills, drawScenery, drawSky, drawSkyLight } from './draw-artwork';
import { drawMapCard } from './draw-map';
import { drawRoute } from './draw-route';
import { drawLine, fitText, wrapText } from './draw-text';
import { fitMapView, type Frame } from './map-projection';
import { mixColour, paletteOf, themeLabelOf, withAlpha } from './theme-palette';

/** 3:2 like the covers image models paint (1536x1024), so both kinds sit the same way on a card. */
export const COVER_WIDTH = 1536;
export const COVER_HEIGHT = 1024;
const JPEG_QUALITY = 90;

const MARGIN = 72;
const CARD_WIDTH = 720;
const HORIZON = 800;
const SCENERY_TOP = 874;
const TITLE_SIZES = [80, 70, 60, 52];

function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** mulberry32: the same tour and variation always draw the same picture. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The tour's length as the card and the shared page say it (the shared `tourFigures`, from the stored
 * distance and duration), e.g. "3,940 km · 2,448 mi · 40 h"; empty when the tour has none.
 */
export function coverLength(tour: Pick<CoverTour, 'distance' | 'duration'>): string {
  const figures = tourFigures({ distance: tour.distance ?? null, duration: tour.duration ?? null });
  const number = (value: number) => value.toLocaleString('en-US');
  const parts: string[] = [];
  if (figures.km !== null && figures.miles !== null)
    parts.push(`${number(figures.km)} km`, `${number(figures.miles)} mi`);
  if (figures.totalMinutes !== null)
    parts.push(
      figures.hours > 0
        ? `${figures.hours} h${figures.minutes > 0 ? ` ${figures.minutes} min` : ''}`
        : `${figures.minutes} min`,
    );
  return parts.join(' · ');
}

interface TextColumn {
  /** Where lines start: the left edge, or the right edge in a right-to-left layout. */
  x: number;
  width: number;
  direction: 'ltr' | 'rtl';
}

/** Title (largest size that fits in three lines), then the numbered stops, then the route's length. */
function drawTextColumn(ctx: SKRSContext2D, tour: CoverTour, column: TextColumn, accent: string): void {
  const step = column.direction === 'rtl' ? -1 : 1;
  let y = 124;
  const label = themeLabelOf(tour.theme);
  ctx.font = fontFor(label, 26, 700);
  drawLine(
    ctx,
    fitText(ctx, label.toLocaleUpperCase('en'), column.width),
    column.x,
    y,
    { size: 26, weight: 700, colour: accent },
    column.direction,
  );

  let size = TITLE_SIZES.at(-1)!;
  let lines: string[] = [];
  for (const candidate of TITLE_SIZES) {
    ctx.font = fontFor(tour.name, candidate, 800);
    lines = wrapText(ctx, tour.name, column.width, 3);
    size = candidate;
    if (!lines.at(-1)?.endsWith('…')) break;
  }
  y += 20;
  for (const line of lines) {
    y += size * 1.16;
    drawLine(ctx, line, column.x, y, { size, weight: 800, colour: '#ffffff' }, column.direction);
  }
  y += 30;
  ctx.fillStyle = accent;
  ctx.fillRect(column.direction === 'rtl' ? column.x - 96 : column.x, y, 96, 7);

  const rowHeight = 50;
  const footerY = HORIZON - 64;
  const listTop = y + 34;
  const rows = Math.max(0, Math.floor((footerY - 40 - listTop) / rowHeight));
  const stops = tour.stops;
  if (stops.length === 0 && tour.description) {
    ctx.font = fontFor(tour.description, 30, 400);
    wrapText(ctx, tour.description, column.width, Math.min(rows, 4)).forEach((line, index) =>
      drawLine(
        ctx,
        line,
        column.x,
        listTop + 30 + index * 42,
        { size: 30, colour: 'rgba(255,255,255,0.85)' },
        column.direction,
      ),
    );
  }
  const shown = stops.length > rows ? Math.max(0, rows - 1) : stops.length;
  for (let index = 0; index < shown; index++) {
    const stop = stops[index]!;
    const centerY = listTop + index * rowHeight + 18;
    const badgeX = column.x + step * 18;
    ctx.fillStyle = accent;
    ctx.beginPath();
    ctx.arc(badgeX, centerY, 18, 0, Math.PI * 2);
    ctx.fill();
    const number = String(index + 1);
    ctx.fillStyle = '#ffffff';
    ctx.font = fontFor(number, number.length > 1 ? 18 : 22, 700);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(number, badgeX, centerY + 1);
    ctx.font = fontFor(stop.name, 30, 500);
    const name = fitText(ctx, stop.name, column.width - 56);
    drawLine(
      ctx,
      name,
      column.x + step * 52,
      centerY + 11,
      { size: 30, weight: 500, colour: '#ffffff' },
      column.direction,
    );
  }
  if (shown < stops.length) {
    const more = `+ ${stops.length - shown} more stops`;
    drawLine(
      ctx,
      more,
      column.x + step * 52,
      listTop + shown * rowHeight + 29,
      { size: 28, weight: 500, colour: 'rgba(255,255,255,0.75)' },
      column.direction,
    );
  }
  if (stops.length > 0) {
    const count = `${stops.length} ${stops.length === 1 ? 'stop' : 'stops'}`;
    const length = coverLength(tour);
    const footer = length ? `${count} · ${length}` : count;
    drawLine(
      ctx,
      footer,
      column.x,
      footerY,
      { size: 28, weight: 600, colour: 'rgba(255,255,255,0.9)' },
      column.direction,
    );
  }
}

/**
 * The cover every tour gets with no key and no network: the theme's sky and scenery, a map card
 * with the route through its numbered stops, and the tour's name and stops in the reader's script
 * (an Arabic name mirrors the layout). About a third of a second on one core.
 */
export function createOfflineCoverArtist(): CoverArtist {
  return {
    name: 'offline',
    async drawCover(tour, request = {}): Promise<CoverImage> {
      registerBundledFonts();
      const variation = request.variation ?? 0;
      const random = createRandom(seedOf(`${tour.id}:${variation}`));
      const palette = paletteOf(tour.theme);
      const direction = directionOf(tour.name);
      const canvas = createCanvas(COVER_WIDTH, COVER_HEIGHT);
      const ctx = canvas.getContext('2d');
      const size = { width: COVER_WIDTH, height: COVER_HEIGHT };

      const card: Frame = {
        x: direction === 'rtl' ? MARGIN : COVER_WIDTH - MARGIN - CARD_WIDTH,
        y: MARGIN,
        width: CARD_WIDTH,
        height: SCENERY_TOP - MARGIN - 22,
      };
      const textLeft = direction === 'rtl' ? card.x + CARD_WIDTH + 56 : MARGIN;
      const textWidth = COVER_WIDTH - CARD_WIDTH - 2 * MARGIN - 56;
      const lightX = textLeft + textWidth * (0.25 + random() * 0.5);

      drawSky(ctx, COVER_WIDTH, COVER_HEIGHT, palette);
      drawSkyLight(ctx, lightX, HORIZON + 20, palette);
      drawHills(ctx, COVER_WIDTH, COVER_HEIGHT, HORIZON, palette, random);
      // Keeps white text above 4.5:1 wherever the sky is light, as the web's overlay does on photos.
      const edge = direction === 'rtl' ? COVER_WIDTH : 0;
      const cardSide = direction === 'rtl' ? card.x + CARD_WIDTH : card.x;
      const shade = ctx.createLinearGradient(edge, 0, cardSide, 0);
      const dark = mixColour(palette.dark, '#000000', 0.3);
      shade.addColorStop(0, withAlpha(dark, 0.6));
      shade.addColorStop(1, withAlpha(dark, 0));
      ctx.fillStyle = shade;
      ctx.fillRect(Math.min(edge, cardSide), 0, Math.abs(cardSide - edge), COVER_HEIGHT);

      const view = fitMapView(tour.stops, card);
      drawMapCard(ctx, card, view, palette, random, () => {
        if (view) drawRoute(ctx, view, tour.stops, palette);
      });
      drawScenery(ctx, size, SCENERY_TOP, palette, random, lightX);
      drawTextColumn(
        ctx,
        tour,
        { x: direction === 'rtl' ? textLeft + textWidth : textLeft, width: textWidth, direction },
        mixColour(palette.accent, '#ffffff', 0.25),
      );

      const data = await canvas.encode('jpeg', JPEG_QUALITY);
      const description =
        `Offline cover: a map of ${tour.stops.length} stop${tour.stops.length === 1 ? '' : 's'} ` +
        `for "${tour.name}" in the colours of ${themeLabelOf(tour.theme)}, with a ${palette.scenery} ` +
        `under a ${palette.light === 'moon' ? 'moonlit' : 'setting-sun'} sky (variation ${variation})` +
        (coverLength(tour) ? `; it reads ${coverLength(tour)}.` : '.');
      return {
        data,
        contentType: 'image/jpeg',
        width: COVER_WIDTH,
        height: COVER_HEIGHT,
        prompt: description,
        source: 'offline',
      };
    },
  };
}
