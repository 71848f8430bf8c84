import { readFile } from 'node:fs/promises';
import { responds } from '../../http/response-schemas';
import { mediaResponses } from '@roamcast/shared/schemas/responses';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shareCodeParamSchema } from '@roamcast/shared/schemas/share-pages';
import type { Db } from '../../db/database';
import { createNarrationsRepository } from '../../db/repositories/narrations';
import { createRoutesRepository, type RouteRow } from '../../db/repositories/routes';
import { parseJson } from '../../db/json';
import { presentPublicTour } from './present-public-tour';
import { withPreview, type LinkPreview } from './link-preview-tags';
import { createSharingRepository } from './sharing-repository';

type Describe = (code: string, origin: string, pagePath: string) => Promise<LinkPreview | null>;

const absolute = (url: string | null | undefined, origin: string) =>
  !url ? null : /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * SPEC issue: shared tour, slideshow and postcard links answer with Open Graph and Twitter card tags
 * (title, description, the cover or postcard image) in the app's HTML, so a link pasted into a chat
 * shows a picture. Unknown codes get the plain index.html, whose router shows the not-found state.
 */
export function registerLinkPreviews(
  app: FastifyInstance,
  deps: {
    db: Db;
    webDist: string | undefined;
    /** PUBLIC_URL: the origin the tags name. Without it, the request's own (its Host header), which a client chooses. */
    publicUrl?: string;
  },
): void {
  const { webDist } = deps;
  if (!webDist) return;
  const publicOrigin = deps.publicUrl ? new URL(deps.publicUrl).origin : null;
  const routes = createRoutesRepository(deps.db);
  const narrations = createNarrationsRepository(deps.db);
  const sharing = createSharingRepository(deps.db);

  async function describeTour(row: RouteRow | undefined, origin: string, pagePath: string) {
    if (!row) return null;
    const tour = presentPublicTour(row, await narrations.listByRoute(row.id));
    const first = tour.stops[0]?.narration;
    // What the page shows first: stop 1's photo, else the cover's small copy (shared-tour-page.tsx, stopPhotos).
    const stopOnePhoto = [first?.heroImageUrl, ...(first?.photoUrls ?? [])].find(
      (url) => url && !url.startsWith('data:'),
    );
    const firstPicture = stopOnePhoto || tour.coverThumbnailUrl || tour.coverUrl;
    const firstPhoto = tour.stops
      .map((stop) => stop.narration?.heroImageUrl ?? stop.narration?.photoUrls[0])
      .find(Boolean);
    const splashCover = row.customImageUrl ?? row.aiImageUrl ?? row.thumbnailUrl;
    const count = tour.stops.length;
    return {
      title: tour.name,
      description: tour.description ?? `${count} stop${count === 1 ? '' : 's'} • AI-narrated tour`,
      imageUrl: absolute(tour.coverUrl ?? firstPhoto, origin),
      url: `${origin}${pagePath}`,
      type: 'article' as const,
      ...(pagePath.startsWith('/tour/')
        ? {
            preloadImageUrl: firstPicture,
            firstPaint: { page: 'tour' as const, heading: tour.name, imageUrl: firstPicture, whole: !stopOnePhoto },
          }
        : {
            // The slideshow's splash paints the cover first, whole (present-slideshow.ts: custom, AI, thumbnail).
            preloadImageUrl: splashCover,
            firstPaint: { page: 'slideshow' as const, heading: tour.name, imageUrl: splashCover, whole: true },
          }),
    };
  }

  const describeShared: Describe = async (code, origin, pagePath) =>
    describeTour(await routes.findByShareCode(code), origin, pagePath);
  const describeSlideshow: Describe = async (token, origin, pagePath) =>
    describeTour(await sharing.findSlideshowRoute(token), origin, pagePath);
  const describePostcard: Describe = async (code, origin, pagePath) => {
    const postcard = await sharing.findPostcard(code);
    if (!postcard) return null;
    const snapshot = parseJson<{ name?: string; startPoint?: string; destination?: string; previewUrl?: string }>(
      postcard.tourSnapshot,
      {},
    );
    const name = snapshot.name ?? 'A tour';
    const journey = [snapshot.startPoint, snapshot.destination].filter(Boolean).join(' → ');
    return {
      title: `${name}: a postcard`,
      description: postcard.voiceMessage || (journey ? `A postcard from ${journey}` : `A postcard from ${name}`),
      // The web-sized JPEG: what chats show, and what the page itself paints first.
      imageUrl: absolute(snapshot.previewUrl ?? postcard.imageUrl, origin),
      url: `${origin}${pagePath}`,
      type: 'article',
      // Fetched while the scripts load and painted from the HTML: the page's largest paint (postcard-view.tsx).
      preloadImageUrl: snapshot.previewUrl ?? postcard.imageUrl,
      firstPaint: {
        page: 'postcard',
        heading: snapshot.name ?? 'Postcard',
        imageUrl: snapshot.previewUrl ?? postcard.imageUrl,
        whole: true,
      },
    };
  };

  let template: Promise<string> | null = null;
  const indexHtml = () => (template ??= readFile(path.join(webDist, 'index.html'), 'utf8'));

  async function answer(request: FastifyRequest, reply: FastifyReply, describe: Describe) {
    const { code } = request.params as { code: string };
    const pagePath = request.url.split('?')[0]!;
    const valid = shareCodeParamSchema.safeParse(code);
    const preview = valid.success
      ? await describe(valid.data, publicOrigin ?? `${request.protocol}://${request.host}`, pagePath).catch(
          (error: unknown) => {
            request.log.warn({ err: error }, 'link preview failed');
            return null;
          },
        )
      : null;
    if (!preview) return reply.type('text/html').sendFile('index.html', webDist!, { maxAge: 0 });
    const html = Buffer.from(withPreview(await indexHtml(), preview));
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(html));
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  }

  // The web app's page with the link's own preview tags: HTML, not JSON.
  const html = responds(mediaResponses('text/html'));
  app.get('/tour/:code', html, (request, reply) => answer(request, reply, describeShared));
  app.get('/slideshow/:code', html, (request, reply) => answer(request, reply, describeSlideshow));
  app.get('/postcards/:code', html, (request, reply) => answer(request, reply, describePostcard));
}
