import { createHash, randomUUID } from 'node:crypto';
import { tourStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { Route } from '@roamcast/shared/schemas/tour';
import type { TourImages } from '@roamcast/shared/schemas/tour-jobs';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/json';
import { createRoutesRepository, type RouteChanges, type RouteRow } from '../../db/repositories/routes';
import type { Caller } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { presentRoute } from '../../presenters/route';
import type { CoverArtist, CoverTour } from '../../providers/images/cover-artist';
import { coverPrompt } from '../../providers/images/cover-prompt';
import { digitalSourceTypeFor, withDigitalSourceType } from '../../providers/images/digital-source-type';
import type { BlobStore } from '../../storage/blob-store';
import { createCoverImageCache } from './cover-image-cache';
import { decodeImageDataUrl, makeThumbnail, processUploadedImage } from './cover-image-upload';

const imagesOf = (row: Pick<RouteRow, 'id' | 'aiImageUrl' | 'customImageUrl' | 'thumbnailUrl'>): TourImages => ({
  id: row.id,
  aiImageUrl: row.aiImageUrl,
  customImageUrl: row.customImageUrl,
  thumbnailUrl: row.thumbnailUrl,
});

function coverTourOf(row: RouteRow): CoverTour {
  const route = presentRoute(row);
  return {
    id: row.id,
    name: route.name,
    theme: route.theme,
    description: route.description,
    stops: tourStopsOf(route),
    distance: route.distance,
    duration: route.duration,
  };
}

/**
 * Everything a cover shows of a tour (its name, theme, description, stops in order, figures): when
 * this changes, a generated cover is out of date.
 */
function coverContentOf(row: RouteRow): string {
  const tour = coverTourOf(row);
  return JSON.stringify([
    tour.name,
    tour.theme,
    tour.description ?? null,
    tour.stops.map((stop) => [stop.name, stop.lat, stop.lng]),
    tour.distance ?? null,
    tour.duration ?? null,
  ]);
}

/** What an edit's answer takes from a cover drawn again. */
export type RedrawnCover = Pick<Route, 'aiImageUrl' | 'aiImagePrompt' | 'thumbnailUrl' | 'updatedAt'>;

/**
 * Tour covers (SPEC §3 aiImageUrl, customImageUrl, thumbnailUrl). A drawn or painted cover goes to
 * aiImageUrl, a photo the owner uploads to customImageUrl; thumbnailUrl is a small JPEG of whichever
 * was made last, the one the card shows. Regenerating clears the uploaded photo, since the owner
 * asked to see a new cover; the photo's file stays in the blob store.
 */
export function createCoverService(deps: { db: Db; artist: CoverArtist; blobs: BlobStore }) {
  const routes = createRoutesRepository(deps.db);
  const cache = createCoverImageCache(deps.db);

  async function ownRoute(id: string, caller: Caller, userId?: string | null): Promise<RouteRow> {
    if (userId && userId !== caller.userId) throw forbidden('You can only change your own tours');
    const row = await routes.findById(id);
    if (!row) throw notFound('Tour not found');
    if (row.userId !== caller.userId) throw forbidden('This tour belongs to another account');
    return row;
  }

  async function store(routeId: string, kind: 'covers' | 'uploads', image: Buffer, thumbnail: Buffer) {
    const name = `${kind}/${routeId}/${randomUUID()}`;
    const [imageUrl, thumbnailUrl] = await Promise.all([
      deps.blobs.put(`${name}.jpg`, image, 'image/jpeg'),
      deps.blobs.put(`${name}-thumb.jpg`, thumbnail, 'image/jpeg'),
    ]);
    return { imageUrl, thumbnailUrl };
  }

  async function save(row: RouteRow, changes: RouteChanges): Promise<TourImages> {
    const updated = { ...changes, updatedAt: nowIso() };
    await routes.update(row.id, updated);
    return imagesOf({ ...row, ...updated });
  }

  /** Draws (or paints) a cover and stores it with its thumbnail; painted ones are remembered by prompt. */
  async function drawAndStore(row: RouteRow, variation: number) {
    const tour = coverTourOf(row);
    const cover = await deps.artist.drawCover(tour, { variation });
    // Both files say in XMP whether an image model painted the cover or it was drawn offline.
    const sourceType = digitalSourceTypeFor(cover.source, 'whole');
    const thumbnail = withDigitalSourceType(await makeThumbnail(cover.data), 'image/jpeg', sourceType);
    const stored = await store(
      row.id,
      'covers',
      withDigitalSourceType(cover.data, cover.contentType, sourceType),
      thumbnail,
    );
    if (cover.source !== 'offline') {
      const first = tour.stops[0];
      await cache.save({
        promptHash: hashPrompt(cover.prompt),
        prompt: cover.prompt,
        theme: tour.theme,
        location: first ? JSON.stringify({ lat: first.lat, lng: first.lng, name: first.name }) : null,
        model: cover.source,
        ...stored,
      });
    }
    return { ...stored, prompt: cover.prompt };
  }

  /** A painted cover for the same prompt, from the cache (an image model is slow and paid); null offline. */
  async function cachedPainting(row: RouteRow) {
    if (deps.artist.name === 'offline') return null;
    const prompt = coverPrompt(coverTourOf(row));
    const cached = await cache.find(hashPrompt(prompt));
    return cached
      ? {
          imageUrl: cached.imageUrl,
          thumbnailUrl: cached.thumbnailUrl ?? cached.imageUrl,
          prompt: cached.prompt || prompt,
        }
      : null;
  }

  return {
    /**
     * After an owner's edit (issue 24): a generated cover that showed the tour as it was (`before`)
     * is drawn again from the tour as it is now, in the same variation, and stored under a new
     * address (media files are cached as immutable, so an address is never reused). An uploaded
     * photo is left as the cover. Null when nothing was drawn, or another edit came in meanwhile
     * (its own redraw follows).
     */
    async redrawAfterEdit(before: RouteRow): Promise<RedrawnCover | null> {
      const row = await routes.findById(before.id);
      if (!row?.aiImageUrl || row.customImageUrl) return null;
      const content = coverContentOf(row);
      if (content === coverContentOf(before)) return null;
      // The first cover is variation 0, a regenerated one the count it was made at.
      const variation = row.aiImagesCount > 1 ? row.aiImagesCount : 0;
      const cover = (await cachedPainting(row)) ?? (await drawAndStore(row, variation));
      const now = await routes.findById(row.id);
      if (!now?.aiImageUrl || now.customImageUrl || coverContentOf(now) !== content) return null;
      const changes = {
        aiImageUrl: cover.imageUrl,
        aiImagePrompt: cover.prompt,
        thumbnailUrl: cover.thumbnailUrl,
        updatedAt: nowIso(),
      };
      await routes.update(row.id, changes);
      return changes;
    },

    /** POST .../regenerate-image: a new cover each time (the count picks another variation). */
    async regenerate(routeId: string, caller: Caller, userId?: string | null): Promise<TourImages> {
      const row = await ownRoute(routeId, caller, userId);
      const count = row.aiImagesCount + 1;
      const cover = await drawAndStore(row, count);
      return save(row, {
        aiImageUrl: cover.imageUrl,
        aiImagePrompt: cover.prompt,
        aiImagesCount: count,
        customImageUrl: null,
        thumbnailUrl: cover.thumbnailUrl,
      });
    },

    /** POST .../upload-image: the owner's own photo becomes the cover. */
    async upload(routeId: string, imageData: string, caller: Caller, userId?: string | null): Promise<TourImages> {
      const row = await ownRoute(routeId, caller, userId);
      const photo = await processUploadedImage(decodeImageDataUrl(imageData));
      const stored = await store(row.id, 'uploads', photo.data, photo.thumbnail);
      return save(row, { customImageUrl: stored.imageUrl, thumbnailUrl: stored.thumbnailUrl });
    },

    /**
     * Gives a tour without any cover its first one; null when the tour is gone. A painted cover for
     * the same prompt is reused from the cache. Meant to run as a job after a tour is created.
     */
    async ensureCover(routeId: string): Promise<TourImages | null> {
      const row = await routes.findById(routeId);
      if (!row) return null;
      if (row.aiImageUrl || row.customImageUrl) return imagesOf(row);
      const cached = await cachedPainting(row);
      if (cached) {
        return save(row, {
          aiImageUrl: cached.imageUrl,
          aiImagePrompt: cached.prompt,
          aiImagesCount: row.aiImagesCount + 1,
          thumbnailUrl: cached.thumbnailUrl,
        });
      }
      // An edit saved while the cover was drawn (a new tour is often renamed at once) is drawn too.
      let drawn = row;
      let cover = await drawAndStore(drawn, 0);
      for (let tries = 1; tries < 3; tries++) {
        const now = await routes.findById(routeId);
        if (!now) return null;
        if (now.aiImageUrl || now.customImageUrl) return imagesOf(now);
        if (coverContentOf(now) === coverContentOf(drawn)) break;
        drawn = now;
        cover = await drawAndStore(drawn, 0);
      }
      return save(drawn, {
        aiImageUrl: cover.imageUrl,
        aiImagePrompt: cover.prompt,
        aiImagesCount: drawn.aiImagesCount + 1,
        thumbnailUrl: cover.thumbnailUrl,
      });
    },
  };
}

function hashPrompt(prompt: string): string {
  return createHash('sha256').update(prompt).digest('hex');
}

export type CoverService = ReturnType<typeof createCoverService>;
