import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responds } from '../../http/response-schemas';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import {
  slideshowEventBodySchema,
  slideshowEventResultSchema,
  slideshowLinkSchema,
  slideshowStatsSchema,
  slideshowTokenParamsSchema,
  slideshowViewSchema,
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
  const eventResponses = responds(jsonResponses(slideshowEventResultSchema));

  app.post(
    '/api/tours/:id/create-slideshow',
    { config: { rateLimit: perCaller }, ...responds(jsonResponses(slideshowLinkSchema)) },
    async (request) => {
      const caller = await deps.tokens.requireCaller(request);
      const { id } = validate(idParamsSchema, request.params, 'tour id');
      return ok(await slideshows.create(id, caller));
    },
  );

  app.get('/api/tours/:id/slideshow', responds(jsonResponses(slideshowStatsSchema.nullable())), async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    return ok(await slideshows.stats(id, caller));
  });

  app.get(
    '/api/slideshows/:shareToken',
    { config: perAddress(120), ...responds(jsonResponses(slideshowViewSchema)) },
    async (request) => ok(await slideshows.view(token(request))),
  );

  // SPEC §7 sends the view's `{isUnique}` and empty bodies for the other two: an absent body (or an
  // empty JSON one) is `{}`, so a client written to the spec is counted.
  app.register(async (events) => {
    const json = events.getDefaultJsonParser('error', 'error');
    events.removeContentTypeParser('application/json');
    events.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) =>
      text === '' ? done(null, {}) : json(request, text as string, done),
    );
    const bodyOf = (request: FastifyRequest) => request.body ?? {};

    events.post('/api/slideshows/:shareToken/view', { config: perAddress(60), ...eventResponses }, async (request) => {
      const shareToken = token(request);
      const { viewerId, isUnique } = validate(slideshowViewBodySchema, bodyOf(request), 'view');
      return ok({ counted: await slideshows.recordView(shareToken, viewerId, isUnique) });
    });

    events.post(
      '/api/slideshows/:shareToken/complete',
      { config: perAddress(60), ...eventResponses },
      async (request) => {
        const shareToken = token(request);
        const { viewerId } = validate(slideshowEventBodySchema, bodyOf(request), 'completion');
        return ok({ counted: await slideshows.recordCompletion(shareToken, viewerId) });
      },
    );

    events.post(
      '/api/slideshows/:shareToken/cta-click',
      { config: perAddress(60), ...eventResponses },
      async (request) => {
        const shareToken = token(request);
        const { viewerId } = validate(slideshowEventBodySchema, bodyOf(request), 'click');
        return ok({ counted: await slideshows.recordCtaClick(shareToken, viewerId) });
      },
    );
  });
}
