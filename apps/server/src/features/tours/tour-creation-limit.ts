import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { TokenService } from '../../http/auth';

/**
 * New tours one account (or, signed out, one address) may start in a minute. Each new tour queues
 * its cover and often a narration batch on the shared job queue: issue 23 saw 12 tours in 1.1 s hold
 * another user's one-stop batch for 146 s. Twenty a minute is more than a person saves by hand; the tier's tour limit bounds the rest.
 */
export const TOURS_PER_MINUTE = 20;

/** Who a tour-making request counts against: the signed-in account, else the address. */
function tourCreationRateLimit(tokens: Pick<TokenService, 'caller'>, max: number) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => {
      const caller = await tokens.caller(request);
      return caller ? `user:${caller.userId}` : `address:${request.ip}`;
    },
  };
}

/**
 * The `onRequest` hook of every route that makes a tour (a save and each creator), made once so that
 * all of them count in one store: one budget per account, and a client that spent its minute on
 * saves cannot go on through a costlier creator. The 429 has Retry-After.
 */
export function tourCreationLimiter(
  app: FastifyInstance,
  tokens: Pick<TokenService, 'caller'>,
  max = TOURS_PER_MINUTE,
): onRequestHookHandler {
  return app.rateLimit(tourCreationRateLimit(tokens, max));
}
