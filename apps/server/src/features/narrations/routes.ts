import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import { generateNarrationBodySchema } from '@roamcast/shared/schemas/narration';
import type { TokenService } from '../../http/auth';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { NarrationService } from './service';

export function registerNarrationRoutes(
  app: FastifyInstance,
  deps: { narrations: NarrationService; tokens: TokenService; rateLimitPerMinute: number },
): void {
  const rateLimit = { max: deps.rateLimitPerMinute, timeWindow: '1 minute' };
  app.post('/api/narration/generate', { config: { rateLimit } }, async (request) => {
    const body = validate(generateNarrationBodySchema, request.body, 'narration request');
    return ok(await deps.narrations.generate(body, await deps.tokens.caller(request)));
  });

  app.get('/api/narrations/:id', async (request) => {
    const { id } = validate(idParamsSchema, request.params, 'narration id');
    return ok(await deps.narrations.get(id, await deps.tokens.caller(request)));
  });
}
