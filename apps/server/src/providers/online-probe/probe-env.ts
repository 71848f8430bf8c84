import { z } from 'zod';

/** How often, and how patiently, the keyless services are probed when their variable is unset. */
export const onlineProbeEnvSchema = z.object({
  /** Between two probes of each service: five minutes unless told. */
  ONLINE_PROBE_INTERVAL_MS: z.coerce.number().int().min(50).max(86_400_000).default(300_000),
  /** A probe's whole budget; a server without internet knows within this (usually at once: no DNS). */
  ONLINE_PROBE_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2000),
});
