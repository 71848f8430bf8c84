import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { presentEnv } from './providers/present-env';
import { placesEnvSchema } from './providers/places/create-places-from-env';
import { photosEnvSchema } from './providers/photos/create-photo-source-from-env';
import { speechEnvSchema } from './providers/tts/create-speech';
import { llmEnvSchema } from './providers/llm/create-llm';
import { geoEnvSchema } from './providers/geo/create-geo';
import { knowledgeEnvSchema } from './providers/knowledge/create-knowledge';
import { liveEnvSchema } from './providers/live/create-live';
import { onlineProbeEnvSchema } from './providers/online-probe/probe-env';
import { sttEnvSchema } from './providers/stt/create-recognizer';
import { stopsEnvSchema } from './providers/stops/create-stop-finder';
import { imagesEnvSchema } from './providers/images/create-images';
import { pricingEnvSchema } from './providers/pricing/create-cost-estimator';
import { partnerEnvSchema, partnerFromEnv, type PartnerConfig } from './features/partner/partner-env';
import { billingEnvSchema } from './features/billing/billing-config';
import { s3EnvSchema, s3FromEnv } from './storage/s3-env';
import { requestTimeoutEnvSchema } from './http/request-timeout';
import { famousStoriesEnvSchema } from './features/famous/prepare-famous-stories';
import type { S3BlobStoreOptions } from './storage/s3-blob-store';

/** Every environment variable the server reads, parsed once. The README lists them. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  DEV_MODE: z.enum(['0', '1', 'true', 'false']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  NARRATION_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  ADMIN_EMAILS: z.string().default(''),
  /** Bearer token for /metrics; without it metrics are served to this machine only. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  TRUST_PROXY: z.string().default('false'),
  /** After SIGTERM/SIGINT: how long /readyz answers 503 while requests are still served, before closing. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
});

/** Variables of the online providers: each provider's factory reads its own, validated here once at start. */
const providerEnvSchemas = [
  requestTimeoutEnvSchema,
  famousStoriesEnvSchema,
  placesEnvSchema,
  photosEnvSchema,
  speechEnvSchema,
  llmEnvSchema,
  geoEnvSchema,
  knowledgeEnvSchema,
  onlineProbeEnvSchema,
  liveEnvSchema,
  sttEnvSchema,
  imagesEnvSchema,
  stopsEnvSchema,
  billingEnvSchema,
  partnerEnvSchema,
  s3EnvSchema,
  pricingEnvSchema,
];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** SQLite file path or a postgres:// URL. */
  databaseUrl: string;
  redisUrl: string | undefined;
  jwtSecret: string;
  tokenTtlDays: number;
  devMode: boolean;
  logLevel: string;
  /** The built web app; absent in API-only tests. */
  webDist: string | undefined;
  /** Narrations one client may start per minute: each costs seconds of CPU. */
  narrationRateLimit: number;
  /** Operators (ADMIN_EMAILS, comma-separated): lower-cased, they may read fact reports and usage. */
  adminEmails: string[];
  /** Bearer token Prometheus sends for /metrics (METRICS_TOKEN); absent, only this machine may read them. */
  metricsToken: string | undefined;
  /** Partner OpenID Connect sign-in (PARTNER_*), undefined when not configured. */
  partner: PartnerConfig | undefined;
  /** The app's public address (PUBLIC_URL) for the partner's redirect URI; else the request's own. */
  publicUrl: string | undefined;
  /** How long a stopping API process keeps serving with /readyz at 503 before it closes (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Fastify's trustProxy: false, true, a hop count, or addresses/CIDRs of the proxies (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The bucket blobs are stored in (S3_*), or undefined for the file driver under DATA_DIR/blobs. */
  s3: S3BlobStoreOptions | undefined;
  /** The environment with empty values removed, for the providers' own factories. */
  env: Record<string, string>;
}

/** TRUST_PROXY: 'false' (default), 'true', a hop count such as '1', or a comma-separated list of addresses/CIDRs. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export function parseTrustProxy(value: string): TrustProxy {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) {
    // Trust that many proxies in front of the server (Fastify takes a hop count as a function).
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Zero-config start: a secret is generated once and kept beside the database. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = presentEnv(env);
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  for (const schema of providerEnvSchemas) {
    const checked = schema.safeParse(present);
    if (!checked.success) throw new Error(`Invalid environment: ${z.prettifyError(checked.error)}`);
  }
  const vars = parsed.data;
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means where the user ran npm.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), vars.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? path.join(dataDir, 'roamcast.db'),
    redisUrl: vars.REDIS_URL,
    metricsToken: vars.METRICS_TOKEN,
    jwtSecret: vars.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    tokenTtlDays: vars.TOKEN_TTL_DAYS,
    devMode: vars.DEV_MODE === '1' || vars.DEV_MODE === 'true',
    logLevel: vars.LOG_LEVEL,
    narrationRateLimit: vars.NARRATION_RATE_LIMIT,
    adminEmails: vars.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    ...partnerFromEnv(present),
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    s3: s3FromEnv(present),
    env: present,
    webDist: vars.WEB_DIST ? path.resolve(vars.WEB_DIST) : existsSync(defaultWebDist) ? defaultWebDist : undefined,
  };
}
