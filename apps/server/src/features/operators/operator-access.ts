import type { FastifyRequest } from 'fastify';
import type { UsersRepository } from '../../db/repositories/users';
import type { Caller, TokenService } from '../../http/auth';
import { forbidden } from '../../http/errors';

/**
 * Operators are the users whose email is in ADMIN_EMAILS (compared lower-cased). Anyone else signed in
 * gets 403; without a valid token, 401.
 */
export function createOperatorAccess(deps: { tokens: TokenService; users: UsersRepository; adminEmails: string[] }) {
  const operators = new Set(deps.adminEmails.map((email) => email.trim().toLowerCase()));
  return async function requireOperator(request: FastifyRequest): Promise<Caller> {
    const caller = await deps.tokens.requireCaller(request);
    const user = await deps.users.findById(caller.userId);
    if (!user || !operators.has(user.email.toLowerCase())) {
      throw forbidden('Only operators may read this', 'not_operator');
    }
    return caller;
  };
}
