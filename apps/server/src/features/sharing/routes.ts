import { createMicroCache } from '../../lib/micro-cache';
import { responds } from '../../http/response-schemas';
import type { FastifyInstance } from 'fastify';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import {
  publicStopNarrationSchema,
  publicTourSchema,
  saveAsTourBodySchema,
  savedTourSchema,
  shareLinkSchema,
  shareCodeParamsSchema,
  stopNarrationBodySchema,
  stopNarrationParamsSchema,
} from '@roamcast/shared/schemas/public-tour';
import { listenerLanguageQuerySchema } from '@roamcast/shared/schemas/tour-jobs';
import type { TokenService } from '../../http/auth';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { SharingService } from './sharing-service';

/** SPEC §7 share calls: the owner shares, anyone views (no account), the signed-in save. */
/**
 * A shared link can draw a crowd: each tour is read and serialised once in this time at most, so an
 * owner's change (a revoked link too) reaches viewers within it.
 */
export const SHARED_TOUR_CACHE_MS = 1000;

export function registerSharingRoutes(
  app: FastifyInstance,
  deps: { sharing: SharingService; tokens: TokenService; rateLimitPerMinute: number },
): void {
  app.post('/api/tours/:id/share', responds(jsonResponses(shareLinkSchema)), async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    return ok(await deps.sharing.share(id, caller));
  });

  const publicTours = createMicroCache<string>({ ttlMs: SHARED_TOUR_CACHE_MS, maxKeys: 1000 });
  app.get('/api/tours/share/:shareCode', responds(jsonResponses(publicTourSchema)), async (request, reply) => {
    const { shareCode } = validate(shareCodeParamsSchema, request.params, 'share code');
    const { language } = validate(listenerLanguageQuerySchema, request.query, 'shared tour request');
    const body = await publicTours.get(`${shareCode}:${language ?? ''}`, async () =>
      JSON.stringify(ok(await deps.sharing.publicTour(shareCode, language))),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // Anyone may ask (visitors need no account), so each address gets the narration rate limit.
  const rateLimit = { max: deps.rateLimitPerMinute, timeWindow: '1 minute' };
  app.post(
    '/api/tours/share/:shareCode/stops/:index/narration',
    { config: { rateLimit }, ...responds(jsonResponses(publicStopNarrationSchema)) },
    async (request) => {
      const { shareCode, index } = validate(stopNarrationParamsSchema, request.params, 'stop');
      const { language } = validate(stopNarrationBodySchema, request.body, 'narration request');
      return ok(await deps.sharing.narrateStop(shareCode, index, language));
    },
  );

  app.post('/api/narrations/:id/save-as-tour', responds(jsonResponses(savedTourSchema)), async (request, reply) => {
    const caller = await deps.tokens.requireCaller(request);
    const { id } = validate(idParamsSchema, request.params, 'narration id');
    const { name } = validate(saveAsTourBodySchema, request.body, 'tour');
    reply.status(201);
    return ok(await deps.sharing.saveAsTour(id, name, caller));
  });
}
