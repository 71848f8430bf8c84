import { Readable } from 'node:stream';
import { responds } from '../../http/response-schemas';
import { jsonResponses, mediaResponses } from '@roamcast/shared/schemas/responses';
import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import {
  attachNarrationBodySchema,
  createNarrationBodySchema,
  generateNarrationBodySchema,
  narrationSchema,
} from '@roamcast/shared/schemas/narration';
import type { TokenService } from '../../http/auth';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { NarrationService } from './service';

/** Every narration call answers the narration (SPEC §3). */
const narrationResponses = responds(jsonResponses(narrationSchema));

export function registerNarrationRoutes(
  app: FastifyInstance,
  deps: { narrations: NarrationService; tokens: TokenService; rateLimitPerMinute: number },
): void {
  const rateLimit = { max: deps.rateLimitPerMinute, timeWindow: '1 minute' };

  app.post('/api/narration/generate', { config: { rateLimit }, ...narrationResponses }, async (request) => {
    const body = validate(generateNarrationBodySchema, request.body, 'narration request');
    return ok(await deps.narrations.generate(body, await deps.tokens.caller(request)));
  });

  app.post('/api/narrations', { config: { rateLimit }, ...narrationResponses }, async (request, reply) => {
    const body = validate(createNarrationBodySchema, request.body, 'narration request');
    reply.status(201);
    return ok(await deps.narrations.create(body, await deps.tokens.caller(request)));
  });

  app.get('/api/narrations/:id', narrationResponses, async (request) => {
    const { id } = validate(idParamsSchema, request.params, 'narration id');
    return ok(await deps.narrations.get(id, await deps.tokens.caller(request)));
  });

  app.patch('/api/narrations/:id', narrationResponses, async (request) => {
    const { id } = validate(idParamsSchema, request.params, 'narration id');
    const body = validate(attachNarrationBodySchema, request.body, 'narration change');
    return ok(await deps.narrations.attach(id, body, await deps.tokens.caller(request)));
  });

  // No bearer header here: <audio> elements cannot send one, so the unguessable id is the key.
  app.get('/api/narrations/:id/audio', responds(mediaResponses('audio/mpeg')), async (request, reply) => {
    const { id } = validate(idParamsSchema, request.params, 'narration id');
    const audio = await deps.narrations.audio(id);
    if ('stored' in audio) return reply.redirect(audio.stored, 302);
    return reply.type('audio/mpeg').header('cache-control', 'no-store').send(Readable.from(audio.live));
  });
}
