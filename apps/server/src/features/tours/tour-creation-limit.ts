import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../../http/auth';

/**
 * New tours one account (or, signed out, one address) may start in a minute. Each new tour queues
 * its cover and often a narration batch on the shared job queue: issue 23 saw 12 tours in 1.1 s hold
 * another user's one-stop batch for 146 s. Twenty a minute is more than a person saves by hand; the tier's tour limit bounds the rest.
 */
export const TOURS_PER_MINUTE = 20;

/** The route config (`config: { rateLimit }`) of every route that makes a tour; the 429 has Retry-After. */
export function tourCreationRateLimit(tokens: Pick<TokenService, 'caller'>, max = TOURS_PER_MINUTE) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => {
      const caller = await tokens.caller(request);
      return caller ? `user:${caller.userId}` : `address:${request.ip}`;
    },
  };
}
