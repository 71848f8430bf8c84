import * as client from 'openid-client';
import type { PartnerConfig } from './partner-env';

export interface PartnerIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * The partner as an OpenID Connect relying party (openid-client): discovery once, then the
 * authorization-code flow with PKCE, state and nonce. The ID token's issuer, audience, expiry, nonce
 * and signature (the provider's JWKS, the one configured `alg`) are checked by the library.
 */
export function createOidcClient(partner: PartnerConfig) {
  let configuration: Promise<client.Configuration> | null = null;

  function discover(): Promise<client.Configuration> {
    configuration ??= client
      .discovery(
        new URL(partner.issuerUrl),
        partner.clientId,
        { client_secret: partner.clientSecret, id_token_signed_response_alg: partner.idTokenAlg },
        client.ClientSecretPost(partner.clientSecret),
        // Plain http only for a provider on this machine (development and tests).
        isLocal(partner.issuerUrl) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .then((config) => {
        client.enableNonRepudiationChecks(config);
        return config;
      })
      .catch((error: unknown) => {
        configuration = null; // try discovery again next time
        throw error;
      });
    return configuration;
  }

  return {
    /** Whether the provider answers its discovery document now (asked afresh, 3 s at most). */
    async reachable(): Promise<boolean> {
      try {
        await discover();
        const url = new URL('.well-known/openid-configuration', partner.issuerUrl.replace(/\/?$/, '/'));
        const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
        return response.ok;
      } catch {
        return false;
      }
    },

    async authorizationUrl(input: { redirectUri: string; state: string; nonce: string; codeVerifier: string }) {
      const config = await discover();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: input.state,
        nonce: input.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    },

    /** Exchanges the code (with the redirect URI the provider called) and reads who signed in. */
    async finish(currentUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }) {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      let info: Record<string, unknown> = claims;
      if (config.serverMetadata().userinfo_endpoint) {
        const userInfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        // The email and its `email_verified` are taken as a pair from one source (the signed ID token
        // when it names an email, else the userinfo answer): one source's flag never vouches for the
        // other's address (issue 23).
        const source: Record<string, unknown> = typeof claims.email === 'string' ? claims : userInfo;
        info = { ...userInfo, ...claims, email: source.email, email_verified: source.email_verified };
      }
      return identityOf(info, claims.sub);
    },
  };
}

function identityOf(info: Record<string, unknown>, subject: string): PartnerIdentity {
  const email = typeof info.email === 'string' && info.email.includes('@') ? info.email.toLowerCase() : null;
  return {
    subject,
    email,
    emailVerified: email !== null && info.email_verified === true,
    name: typeof info.name === 'string' ? info.name : null,
  };
}

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

export type OidcClient = ReturnType<typeof createOidcClient>;
