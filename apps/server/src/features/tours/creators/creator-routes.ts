import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { responds } from '../../../http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import {
  askTourBodySchema,
  askTourParamsSchema,
  deepDiveTourBodySchema,
  IMPORT_DATA_MAX_CHARS,
  createdTourSchema,
  importTourBodySchema,
  specialtyTourBodySchema,
  walkingIndoorTourBodySchema,
} from '@roamcast/shared/schemas/tour-creation';
import type { TokenService } from '../../../http/auth';
import { notFound, unauthorized } from '../../../http/errors';
import { ok } from '../../../http/reply';
import { validate } from '../../../http/validate';
import type { TourCreationService } from './creation-service';

/** A form's fields fit in a few kilobytes; only an import carries a file (5 MB, escaped in JSON). */
const FORM_BODY_LIMIT = 64 * 1024;
const IMPORT_BODY_LIMIT = Math.ceil(IMPORT_DATA_MAX_CHARS * 1.25) + 64 * 1024;

/** SPEC §7: the five ways to make a tour. Each answers 201 with the tour and a notice. */
export function registerCreatorRoutes(
  app: FastifyInstance,
  deps: {
    creators: TourCreationService;
    tokens: TokenService;
    /** The one per-account budget of new tours a minute, shared with the save route (tour-creation-limit.ts). */
    creationLimit: onRequestHookHandler;
  },
): void {
  // A visitor hears why before any word about the form, as the creator shows it (SPEC §5).
  async function signedIn(request: FastifyRequest) {
    const caller = await deps.tokens.caller(request);
    if (!caller) throw unauthorized('You must be logged in to save a tour');
    return caller;
  }
  // Each answers the created tour with its notice (SPEC §7).
  const declared = responds(jsonResponses(createdTourSchema));
  const form = { bodyLimit: FORM_BODY_LIMIT, onRequest: deps.creationLimit, ...declared };

  app.post('/api/tour-maker/specialty-tour', form, async (request, reply) => {
    const caller = await signedIn(request);
    const body = validate(specialtyTourBodySchema, request.body, 'tour request');
    reply.status(201);
    return ok(await deps.creators.specialty(body, caller));
  });

  app.post('/api/tour-maker/deep-dive-tour', form, async (request, reply) => {
    const caller = await signedIn(request);
    const body = validate(deepDiveTourBodySchema, request.body, 'deep dive request');
    reply.status(201);
    return ok(await deps.creators.deepDive(body, caller));
  });

  app.post('/api/tour-maker/walking-indoor-tour', form, async (request, reply) => {
    const caller = await signedIn(request);
    const body = validate(walkingIndoorTourBodySchema, request.body, 'tour request');
    reply.status(201);
    return ok(await deps.creators.walkingIndoor(body, caller));
  });

  app.post(
    '/api/tour-maker/import-tour',
    { bodyLimit: IMPORT_BODY_LIMIT, onRequest: deps.creationLimit, ...declared },
    async (request, reply) => {
      const caller = await signedIn(request);
      const body = validate(importTourBodySchema, request.body, 'import');
      reply.status(201);
      return ok(await deps.creators.importTour(body, caller));
    },
  );

  // ask-{model}-tour for any model name; static paths (routes, famous, the makers above) win over this one.
  app.post('/api/tour-maker/:creator', form, async (request, reply) => {
    const params = askTourParamsSchema.safeParse(request.params);
    if (!params.success) throw notFound(params.error.issues[0]!.message, 'unknown_tour_maker');
    const caller = await signedIn(request);
    const body = validate(askTourBodySchema, request.body, 'tour request');
    reply.status(201);
    return ok(await deps.creators.ask(params.data.creator, body, caller));
  });
}
