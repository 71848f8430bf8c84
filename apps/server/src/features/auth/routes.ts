import type { FastifyInstance } from 'fastify';
import { responds } from '../../http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import type { Redis } from 'ioredis';
import {
  authResultSchema,
  devLoginBodySchema,
  loginBodySchema,
  signedOutSchema,
  signupBodySchema,
} from '@roamcast/shared/schemas/auth';
import type { TokenService } from '../../http/auth';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { createRedisSignInLimiter } from './redis-sign-in-limiter';
import type { AuthService } from './service';
import { createSignInLimiter, type SignInLimiter } from './sign-in-limiter';

/**
 * New accounts one address may open in an hour: enough for a household or a class behind one
 * router, too few to multiply every per-account limit (issue 23 found 25 accounts in a second).
 */
export const SIGN_UPS_PER_ADDRESS_PER_HOUR = 20;

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    tokens: TokenService;
    limiter?: SignInLimiter;
    /** Scale-out mode: every API process counts sign-in failures in this Redis, under this prefix. */
    shared?: { redis: Redis; prefix: string };
    /** Sign-ups per address per hour; SIGN_UPS_PER_ADDRESS_PER_HOUR unless a test says otherwise. */
    signUpsPerHour?: number;
  },
): void {
  const limiter = deps.limiter ?? (deps.shared ? createRedisSignInLimiter(deps.shared) : createSignInLimiter());
  const limited = { bodyLimit: 16 * 1024, preHandler: limiter.check, onResponse: limiter.record };
  // Counted in the rate-limit store (Redis in the scale-out mode), per address; the 429 carries Retry-After.
  const signUpLimit = {
    rateLimit: { max: deps.signUpsPerHour ?? SIGN_UPS_PER_ADDRESS_PER_HOUR, timeWindow: '1 hour' },
  };
  app.post(
    '/api/auth/local/signup',
    { ...limited, config: signUpLimit, ...responds(jsonResponses(authResultSchema)) },
    async (request, reply) => {
      const body = validate(signupBodySchema, request.body, 'sign-up');
      reply.status(201);
      return ok(await deps.auth.signup(body));
    },
  );

  app.post('/api/auth/local/login', { ...limited, ...responds(jsonResponses(authResultSchema)) }, async (request) => {
    const body = validate(loginBodySchema, request.body, 'sign-in');
    return ok(await deps.auth.login(body));
  });

  app.post('/api/auth/logout', responds(jsonResponses(signedOutSchema)), async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    await deps.tokens.revoke(caller.sessionId);
    return ok({ signedOut: true });
  });

  app.post('/api/auth/dev/login', responds(jsonResponses(authResultSchema)), async (request) => {
    const body = validate(devLoginBodySchema, request.body, 'dev sign-in');
    return ok(await deps.auth.devLogin(body.tier));
  });
}
