import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import {
  slideshowEventBodySchema,
  slideshowTokenParamsSchema,
  slideshowViewBodySchema,
} from '@roamcast/shared/schemas/slideshow';
import type { Db } from '../../db/database';
import type { TokenService } from '../../http/auth';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { createSlideshowService } from './service';

/**
 * SPEC §7 slideshow calls. Making a link and reading its counts are the owner's; watching and the three
 * events are anyone's (visitors need no account), rate limited per address so a script cannot pump counts.
 */
export function registerSlideshowRoutes(app: FastifyInstance, deps: { db: Db; tokens: TokenService }): void {
  const slideshows = createSlideshowService({ db: deps.db });
  const perCaller = {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => (await deps.tokens.caller(request))?.userId ?? request.ip,
  };
  // A visitor's page sends at most three events a play-through; many viewers may share one address.
  const perAddress = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  const token = (request: FastifyRequest) =>
    validate(slideshowTokenParamsSchema, request.params, 'slideshow link').shareToken;

  app.post('/api/tours/:id/create-slideshow', { config: { rateLimit: perCaller } }, async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    return ok(await slideshows.create(id, caller));
  });

  app.get('/api/tours/:id/slideshow', async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    return ok(await slideshows.stats(id, caller));
  });

  app.get('/api/slideshows/:shareToken', { config: perAddress(120) }, async (request) =>
    ok(await slideshows.view(token(request))),
  );

  app.post('/api/slideshows/:shareToken/view', { config: perAddress(60) }, async (request) => {
    const shareToken = token(request);
    const { viewerId } = validate(slideshowViewBodySchema, request.body, 'view');
    return ok({ counted: await slideshows.recordView(shareToken, viewerId) });
  });

  app.post('/api/slideshows/:shareToken/complete', { config: perAddress(60) }, async (request) => {
    const shareToken = token(request);
    const { viewerId } = validate(slideshowEventBodySchema, request.body, 'completion');
    return ok({ counted: await slideshows.recordCompletion(shareToken, viewerId) });
  });

  app.post('/api/slideshows/:shareToken/cta-click', { config: perAddress(60) }, async (request) => {
    const shareToken = token(request);
    const { viewerId } = validate(slideshowEventBodySchema, request.body, 'click');
    return ok({ counted: await slideshows.recordCtaClick(shareToken, viewerId) });
  });
}
