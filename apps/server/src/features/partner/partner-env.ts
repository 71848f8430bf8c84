import { z } from 'zod';

/** ID-token signing algorithms we accept from a partner; `none` and HMAC (shared-secret) ones never. */
export const PARTNER_ID_TOKEN_ALGS = ['RS256', 'PS256', 'ES256', 'EdDSA'] as const;

/** The partner OpenID Connect provider (all of id, issuer, client id and secret, or none of them). */
export const partnerEnvSchema = z
  .object({
    PARTNER_ID: z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/i, 'PARTNER_ID must be 2-32 letters, digits or dashes')
      .optional(),
    PARTNER_ISSUER_URL: z.url().optional(),
    PARTNER_CLIENT_ID: z.string().optional(),
    PARTNER_CLIENT_SECRET: z.string().optional(),
    PARTNER_NAME: z.string().optional(),
    PARTNER_ID_TOKEN_ALG: z.enum(PARTNER_ID_TOKEN_ALGS).default('RS256'),
    PUBLIC_URL: z.url().optional(),
  })
  .refine(
    (env) => {
      const set = [env.PARTNER_ID, env.PARTNER_ISSUER_URL, env.PARTNER_CLIENT_ID, env.PARTNER_CLIENT_SECRET];
      return set.every(Boolean) || !set.some(Boolean);
    },
    { message: 'Partner sign-in needs PARTNER_ID, PARTNER_ISSUER_URL, PARTNER_CLIENT_ID and PARTNER_CLIENT_SECRET' },
  );

export interface PartnerConfig {
  /** Lower-cased; the `{partner}` in paths and the `source` of the sign-in return. */
  id: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  displayName: string;
  idTokenAlg: (typeof PARTNER_ID_TOKEN_ALGS)[number];
}

/** The partner, or undefined when sign-in through it is not configured. */
export function partnerFromEnv(env: Record<string, string>): {
  partner: PartnerConfig | undefined;
  publicUrl: string | undefined;
} {
  const vars = partnerEnvSchema.parse(env);
  const publicUrl = vars.PUBLIC_URL?.replace(/\/+$/, '');
  if (!vars.PARTNER_ID || !vars.PARTNER_ISSUER_URL || !vars.PARTNER_CLIENT_ID || !vars.PARTNER_CLIENT_SECRET)
    return { partner: undefined, publicUrl };
  return {
    partner: {
      id: vars.PARTNER_ID.toLowerCase(),
      issuerUrl: vars.PARTNER_ISSUER_URL,
      clientId: vars.PARTNER_CLIENT_ID,
      clientSecret: vars.PARTNER_CLIENT_SECRET,
      displayName: vars.PARTNER_NAME ?? vars.PARTNER_ID,
      idTokenAlg: vars.PARTNER_ID_TOKEN_ALG,
    },
    publicUrl,
  };
}
