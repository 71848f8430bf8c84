import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { UsersRepository } from '../../db/repositories/users';
import type { TokenService } from '../../http/auth';
import { createOidcClient } from './oidc-client';
import { createPartnerService } from './partner-service';
import { createPartnerUsersRepository } from './partner-users';
import { createPendingStore } from './pending-store';
import { createRedisPendingStore } from './redis-pending-store';
import { registerPartnerRoutes } from './routes';

/**
 * Wires partner sign-in; without PARTNER_* configuration its routes answer 404 with a message. With
 * `shared` (scale-out mode) the pending sign-ins live in Redis, so any API process can finish one.
 */
export function registerPartner(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    users: UsersRepository;
    tokens: TokenService;
    shared?: { redis: Redis; prefix: string };
  },
): void {
  const { partner } = deps.config;
  const service = partner
    ? createPartnerService({
        partner,
        oidc: createOidcClient(partner),
        pending: deps.shared ? createRedisPendingStore(deps.shared) : createPendingStore(),
        users: deps.users,
        partnerUsers: createPartnerUsersRepository(deps.db),
        tokens: deps.tokens,
      })
    : undefined;
  registerPartnerRoutes(app, { partner, service, tokens: deps.tokens, publicUrl: deps.config.publicUrl });
}
