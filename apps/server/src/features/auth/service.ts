import type { TierId } from '@roamcast/shared/catalog/tiers';
import type { AuthResult, LoginBody, SignupBody } from '@roamcast/shared/schemas/auth';
import type { UsersRepository } from '../../db/repositories/users';
import type { TokenService } from '../../http/auth';
import { conflict, notFound, unauthorized } from '../../http/errors';
import { presentUser } from '../../presenters/user';
import { hashPassword, verifyPassword } from './passwords';

export function createAuthService(deps: { users: UsersRepository; tokens: TokenService; devMode: boolean }) {
  const { users, tokens } = deps;

  return {
    async signup(body: SignupBody): Promise<AuthResult> {
      if (await users.findByEmail(body.email))
        throw conflict('An account with this email already exists. Sign in instead.', 'email_taken');
      const created = await users.insert({
        email: body.email,
        passwordHash: await hashPassword(body.password),
        displayName: body.displayName ?? null,
      });
      // Two sign-ups racing for one email: the unique key lets one through.
      if (!created) throw conflict('An account with this email already exists. Sign in instead.', 'email_taken');
      return { user: presentUser(created), token: await tokens.issue(created.id) };
    },

    async login(body: LoginBody): Promise<AuthResult> {
      const user = await users.findByEmail(body.email);
      const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !valid) throw unauthorized('Email or password is incorrect', 'invalid_credentials');
      return { user: presentUser(user), token: await tokens.issue(user.id) };
    },

    /** Dev mode (SPEC §6): a local developer account of the chosen tier, only when the server allows it. */
    async devLogin(tier: TierId): Promise<AuthResult> {
      if (!deps.devMode) throw notFound('Dev mode is off on this server (start it with DEV_MODE=1)', 'dev_mode_off');
      const email = `dev-${tier}@roamcast.local`;
      const user =
        (await users.findByEmail(email)) ??
        (await users.insert({ email, passwordHash: null, displayName: `Dev (${tier})`, tier }));
      if (!user) throw conflict('Could not create the dev account; try again');
      if (user.tier !== tier) await users.setTier(user.id, tier);
      return { user: presentUser({ ...user, tier }), token: await tokens.issue(user.id) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
