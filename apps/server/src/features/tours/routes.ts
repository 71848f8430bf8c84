import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { responds } from '../../http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import { routeSchema } from '@roamcast/shared/schemas/tour';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import {
  createRouteBodySchema,
  deleteRouteResultSchema,
  listRoutesQuerySchema,
  routeListSchema,
  routeWithNarrationsSchema,
  updateRouteBodySchema,
} from '@roamcast/shared/schemas/tour-requests';
import { listenerLanguageQuerySchema } from '@roamcast/shared/schemas/tour-jobs';
import type { Db } from '../../db/database';
import type { ReadCache } from '../../db/read-cache';
import { createRoutesRepository, type RouteRow } from '../../db/repositories/routes';
import type { TokenService } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { jsonText, ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { BlobStore } from '../../storage/blob-store';
import type { RedrawnCover } from './cover-service';
import { createToursService, type TourLimitsSource } from './service';

/**
 * How long Save Changes waits for a cover drawn again (the offline artist takes about half a second;
 * an image model longer): past this the answer goes with the old cover and the new one follows.
 */
const REDRAW_WAIT_MS = 8_000;

/** `work`'s answer if it comes within `ms`, else null (the work carries on). */
async function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** SPEC §7 /api/tour-maker/routes: the tours a user saves, lists, opens, edits and deletes. */
export function registerTourRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    tokens: TokenService;
    reads: ReadCache;
    users: TourLimitsSource;
    /** Work a new tour gets in the background (its cover); failures are the callee's to log. */
    afterCreate?: (routeId: string) => void;
    /** After an edit, a generated cover showing the tour as it was (`before`) is drawn again (cover-service.ts). */
    redrawCover?: (before: RouteRow) => Promise<RedrawnCover | null>;
    /** Where a deleted tour's postcard files are removed from. */
    blobs?: BlobStore;
    /** The one per-account budget of new tours a minute, shared with the creators (tour-creation-limit.ts). */
    creationLimit: onRequestHookHandler;
  },
): void {
  const tours = createToursService({ db: deps.db, users: deps.users, blobs: deps.blobs });
  const routes = createRoutesRepository(deps.db);

  app.post(
    '/api/tour-maker/routes',
    { onRequest: deps.creationLimit, ...responds(jsonResponses(routeSchema)) },
    async (request, reply) => {
      // A visitor hears why before any word about the body: the Save dialog shows this message as is.
      const caller = await deps.tokens.caller(request);
      if (!caller) throw unauthorized('You must be logged in to save a tour');
      const body = validate(createRouteBodySchema, request.body, 'tour');
      const route = await tours.create(body, caller);
      deps.afterCreate?.(route.id);
      reply.status(201);
      return ok(route);
    },
  );

  app.get('/api/tour-maker/routes', responds(jsonResponses(routeListSchema)), async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    const { userId } = validate(listRoutesQuerySchema, request.query, 'tour list request');
    return ok(await tours.list(userId, caller));
  });

  // A tour's page asks for it again and again while its narrations are made: kept while nothing is
  // written, per caller (what one may see, another may not).
  app.get('/api/tour-maker/routes/:id', responds(jsonResponses(routeWithNarrationsSchema)), async (request, reply) => {
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    const { language } = validate(listenerLanguageQuerySchema, request.query, 'tour request');
    const caller = await deps.tokens.caller(request);
    const text = await deps.reads.json(`tour:${id}:${caller?.userId ?? ''}:${language ?? ''}`, async () =>
      ok(await tours.get(id, caller, language)),
    );
    return jsonText(reply, text);
  });

  app.patch('/api/tour-maker/routes/:id', responds(jsonResponses(routeSchema)), async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    const body = validate(updateRouteBodySchema, request.body, 'tour change');
    const before = deps.redrawCover ? await routes.findById(id) : undefined;
    const route = await tours.update(id, body, caller);
    if (!deps.redrawCover || !before) return ok(route);
    // A new name, stops or route: the answer brings the cover that shows them (issue 24).
    const redraw = deps.redrawCover(before).catch((error: unknown) => {
      request.log.warn({ err: error, routeId: id }, 'cover redraw failed');
      return null;
    });
    const cover = await within(redraw, REDRAW_WAIT_MS);
    return ok(cover ? { ...route, ...cover } : route);
  });

  app.delete('/api/tour-maker/routes/:id', responds(jsonResponses(deleteRouteResultSchema)), async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    return ok(await tours.remove(id, caller));
  });
}
