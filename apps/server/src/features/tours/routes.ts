import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import {
  createRouteBodySchema,
  listRoutesQuerySchema,
  updateRouteBodySchema,
} from '@roamcast/shared/schemas/tour-requests';
import type { Db } from '../../db/database';
import type { ReadCache } from '../../db/read-cache';
import type { TokenService } from '../../http/auth';
import { unauthorized } from '../../http/errors';
import { jsonText, ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { BlobStore } from '../../storage/blob-store';
import { createToursService, type TourLimitsSource } from './service';

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
    /** Where a deleted tour's postcard files are removed from. */
    blobs?: BlobStore;
    /** The one per-account budget of new tours a minute, shared with the creators (tour-creation-limit.ts). */
    creationLimit: onRequestHookHandler;
  },
): void {
  const tours = createToursService({ db: deps.db, users: deps.users, blobs: deps.blobs });

  app.post('/api/tour-maker/routes', { onRequest: deps.creationLimit }, async (request, reply) => {
    // A visitor hears why before any word about the body: the Save dialog shows this message as is.
    const caller = await deps.tokens.caller(request);
    if (!caller) throw unauthorized('You must be logged in to save a tour');
    const body = validate(createRouteBodySchema, request.body, 'tour');
    const route = await tours.create(body, caller);
    deps.afterCreate?.(route.id);
    reply.status(201);
    return ok(route);
  });

  app.get('/api/tour-maker/routes', async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    const { userId } = validate(listRoutesQuerySchema, request.query, 'tour list request');
    return ok(await tours.list(userId, caller));
  });

  // A tour's page asks for it again and again while its narrations are made: kept while nothing is
  // written, per caller (what one may see, another may not).
  app.get('/api/tour-maker/routes/:id', async (request, reply) => {
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    const caller = await deps.tokens.caller(request);
    const text = await deps.reads.json(`tour:${id}:${caller?.userId ?? ''}`, async () =>
      ok(await tours.get(id, caller)),
    );
    return jsonText(reply, text);
  });

  app.patch('/api/tour-maker/routes/:id', async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    const body = validate(updateRouteBodySchema, request.body, 'tour change');
    return ok(await tours.update(id, body, caller));
  });

  app.delete('/api/tour-maker/routes/:id', async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    return ok(await tours.remove(id, caller));
  });
}
