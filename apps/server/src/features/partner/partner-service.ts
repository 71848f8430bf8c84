import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import type { AuthResult } from '@roamcast/shared/schemas/auth';
import type { UsersRepository, UserRow } from '../../db/repositories/users';
import type { TokenService } from '../../http/auth';
import { AppError, badRequest, conflict, unauthorized } from '../../http/errors';
import { presentUser } from '../../presenters/user';
import type { OidcClient, PartnerIdentity } from './oidc-client';
import type { PartnerConfig } from './partner-env';
import type { PartnerUsersRepository } from './partner-users';
import type { PendingStore } from './pending-store';

/** Partner sign-in: start, the provider's return, the one-time code exchange, link and unlink. */
export function createPartnerService(deps: {
  partner: PartnerConfig;
  oidc: OidcClient;
  pending: PendingStore;
  users: UsersRepository;
  partnerUsers: PartnerUsersRepository;
  tokens: TokenService;
}) {
  const { oidc, pending, users, partnerUsers } = deps;

  async function findOrCreate(identity: PartnerIdentity): Promise<UserRow> {
    const known = await partnerUsers.findBySubject(identity.subject);
    if (known) return known;
    // Only a verified email may join an existing account, and never one with a password: a local
    // sign-up never proved its address, so whoever typed it (and knows the password) would share the
    // partner user's account. Its owner signs in with the password and links from Settings instead.
    const existing = identity.email && identity.emailVerified ? await users.findByEmail(identity.email) : undefined;
    if (existing) {
      if (existing.passwordHash !== null)
        throw conflict(
          `An account with this email already exists. Sign in with its password, then link ${deps.partner.displayName} in Settings.`,
          'partner_email_taken',
        );
      if (!(await partnerUsers.link(existing.id, identity.subject)))
        throw conflict(`This email's account is already linked to another ${deps.partner.displayName} account`);
      return (await users.findById(existing.id))!;
    }
    const email =
      identity.email && identity.emailVerified ? identity.email : placeholderEmail(deps.partner.id, identity.subject);
    const created = await users.insert({
      email,
      passwordHash: null,
      displayName: identity.name,
      authMethod: 'partner',
    });
    if (!created || !(await partnerUsers.link(created.id, identity.subject)))
      throw conflict('Could not create the account; try again');
    return (await users.findById(created.id))!;
  }

  return {
    async start(redirectUri: string, linkUserId: string | null): Promise<string> {
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = await oidc.authorizationUrl({ redirectUri, state, nonce, codeVerifier });
      await pending.saveState(state, { codeVerifier, nonce, linkUserId });
      return url;
    },

    /** The provider's redirect: checks it all, then a one-time code for the browser. */
    async finish(currentUrl: URL): Promise<string> {
      const error = currentUrl.searchParams.get('error');
      if (error) throw unauthorized(`${deps.partner.displayName} sign-in was cancelled or refused`, 'partner_refused');
      const state = currentUrl.searchParams.get('state');
      const saved = state ? await pending.takeState(state) : null;
      if (!state || !saved) throw badRequest('This sign-in link has expired or was already used', 'partner_state');
      let identity: PartnerIdentity;
      try {
        identity = await oidc.finish(currentUrl, { state, nonce: saved.nonce, codeVerifier: saved.codeVerifier });
      } catch {
        throw unauthorized(`${deps.partner.displayName} sign-in could not be verified`, 'partner_invalid');
      }
      if (saved.linkUserId) {
        const owner = await partnerUsers.findBySubject(identity.subject);
        if (owner && owner.id !== saved.linkUserId)
          throw conflict(`This ${deps.partner.displayName} account is linked to another user`, 'partner_taken');
        if (!owner && !(await partnerUsers.link(saved.linkUserId, identity.subject)))
          throw conflict(`Your account is already linked to another ${deps.partner.displayName} account`);
        return await pending.issueCode(saved.linkUserId);
      }
      return await pending.issueCode((await findOrCreate(identity)).id);
    },

    async exchange(code: string): Promise<AuthResult> {
      const userId = await pending.redeemCode(code);
      const user = userId ? await users.findById(userId) : undefined;
      if (!user) throw unauthorized('This sign-in code has expired or was already used', 'partner_code');
      return { user: presentUser(user), token: await deps.tokens.issue(user.id) };
    },

    async status(userId: string) {
      const user = await users.findById(userId);
      if (!user) throw unauthorized();
      return {
        partner: deps.partner.id,
        name: deps.partner.displayName,
        configured: true,
        available: await oidc.reachable(),
        linked: user.partnerUserId !== null,
        canUnlink: user.partnerUserId !== null && user.passwordHash !== null,
      };
    },

    async unlink(userId: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized();
      // A partner-only account has no other way in; unlinking would lock its owner out.
      if (user.passwordHash === null)
        throw new AppError(409, 'partner_only', `This account signs in only through ${deps.partner.displayName}`);
      await partnerUsers.unlink(userId);
    },
  };
}

/** An address that can never receive mail (RFC 2606), unique per partner subject. */
function placeholderEmail(partnerId: string, subject: string): string {
  const digest = createHash('sha256').update(subject).digest('hex').slice(0, 24);
  return `${partnerId}-${digest}@${partnerId}.invalid`.toLowerCase();
}

export type PartnerService = ReturnType<typeof createPartnerService>;
