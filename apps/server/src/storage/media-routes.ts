import fastifyStatic from '@fastify/static';
import { responds } from '../http/response-schemas';
import { mediaResponses } from '@roamcast/shared/schemas/responses';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { isPublicBlobKey } from './blob-key';
import type { FileBlobStore } from './blob-store';
import type { S3BlobStore } from './s3-blob-store';

/** Blob URLs never change content (a new picture gets a new key), so browsers and CDNs keep them a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * Postcards' files (picture, preview, voice message, video) go when their tour is deleted, so they
 * are kept an hour, not a year: a deleted card stops showing from caches within the hour (issue 23).
 */
const REVOCABLE_FOLDERS = ['postcards/', 'audio/postcards/', 'video/postcards/'];
const REVOCABLE_CACHE_CONTROL = 'public, max-age=3600';

/** The Cache-Control of `/media/<key>`. */
export const cacheControlFor = (key: string) =>
  REVOCABLE_FOLDERS.some((folder) => key.startsWith(folder)) ? REVOCABLE_CACHE_CONTROL : CACHE_CONTROL;

/**
 * Serves `/media/<key>` from whichever driver holds the blobs: the file driver's folder through
 * @fastify/static, or the bucket through the app (Range passed on, so audio and video can seek).
 * Either way browsers fetch the same URLs and never see the bucket or its credentials.
 */
export async function registerMediaRoutes(
  app: FastifyInstance,
  blobs: FileBlobStore | S3BlobStore,
  options: { decorateReply: boolean },
): Promise<void> {
  if (blobs.driver === 'file') {
    await app.register(fastifyStatic, {
      root: blobs.root,
      prefix: '/media/',
      decorateReply: options.decorateReply,
      maxAge: '365d',
      immutable: true,
      // Only what a blob store could have written, outside its private folders (anything else: 404).
      allowedPath: (pathName) => isPublicBlobKey(pathName.replace(/^\/+/, '')),
    });
    // @fastify/static sets one Cache-Control for every file; revocable ones get theirs here.
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/media/') || !reply.hasHeader('cache-control')) return;
      const key = decodeURIComponent(request.url.slice('/media/'.length).split('?')[0]!);
      reply.header('cache-control', cacheControlFor(key));
    });
    return;
  }
  registerS3MediaRoute(app, blobs);
}

function registerS3MediaRoute(app: FastifyInstance, blobs: S3BlobStore): void {
  app.addHook('onClose', async () => blobs.close());

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // The blob's bytes (200, 206 for a range) or 304; a refused range or a missing file is the error body.
    ...responds(mediaResponses('application/octet-stream')),
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isPublicBlobKey(key)) throw notFound('No such media file');
      const result = await blobs.read(key, {
        range: request.headers.range,
        ifNoneMatch: request.headers['if-none-match'],
        head: request.method === 'HEAD',
      });
      if (result.status === 404) throw notFound('No such media file');
      reply.header('accept-ranges', 'bytes');
      if (result.status === 304) {
        if (result.etag) reply.header('etag', result.etag);
        return reply.code(304).header('cache-control', cacheControlFor(key)).send();
      }
      if (result.status === 416) {
        if (result.size !== undefined) reply.header('content-range', `bytes */${result.size}`);
        return reply.code(416).send({
          success: false,
          data: null,
          error: 'The requested range is not satisfiable',
          code: 'range_not_satisfiable',
        });
      }
      reply
        .code(result.status)
        .header('content-type', result.contentType)
        .header('cache-control', cacheControlFor(key));
      if (result.contentLength !== undefined) reply.header('content-length', result.contentLength);
      if (result.contentRange) reply.header('content-range', result.contentRange);
      if (result.etag) reply.header('etag', result.etag);
      if (result.lastModified) reply.header('last-modified', result.lastModified.toUTCString());
      // Streamed as it arrives from the bucket: a whole video is never held in memory.
      return reply.send(result.body ?? undefined);
    },
  });
}
