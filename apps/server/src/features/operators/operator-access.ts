import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { UserRow, UsersRepository } from '../../db/repositories/users';
import type { Caller, TokenService } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { createOperatorGrants } from './operator-grants';

/**
 * Whether an ADMIN_EMAILS address on this account was verified by someone other than the person
 * typing it: the account was made by the partner's sign-in (which stores a real address only when
 * its `email_verified` claim is true, else a placeholder) and has no password someone else could know.
 * A local sign-up proves nothing about an address, so it never makes an operator by itself (issue 23).
 */
function isVerifiedPartnerAccount(user: UserRow): boolean {
  return user.authMethod === 'partner' && user.partnerUserId !== null && user.passwordHash === null;
}

/**
 * Operators are the accounts granted on the server (`npm run operator -- grant <email>`), and the
 * partner-verified accounts whose email is in ADMIN_EMAILS (compared lower-cased). Anyone else
 * signed in gets 403; without a valid token, 401.
 */
export function createOperatorAccess(deps: {
  db: Db;
  tokens: TokenService;
  users: UsersRepository;
  adminEmails: string[];
}) {
  const listed = new Set(deps.adminEmails.map((email) => email.trim().toLowerCase()));
  const grants = createOperatorGrants(deps.db);
  return async function requireOperator(request: FastifyRequest): Promise<Caller> {
    const caller = await deps.tokens.requireCaller(request);
    const user = await deps.users.findById(caller.userId);
    const operator =
      user !== undefined &&
      ((listed.has(user.email.toLowerCase()) && isVerifiedPartnerAccount(user)) || (await grants.isGranted(user.id)));
    if (!operator) throw forbidden('Only operators may read this', 'not_operator');
    return caller;
  };
}
