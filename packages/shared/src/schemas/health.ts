import { z } from 'zod';

/** GET /api/health `data`: the process answers, on this database dialect. */
export const apiHealthSchema = z.object({ status: z.literal('ok'), database: z.string() });

/** GET /healthz `data`: liveness. */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** GET /readyz `data` (200 ready, 503 otherwise): each dependency's check and the engines in use. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'unavailable']),
  checks: z.record(z.string(), z.string()),
  engines: z.object({ knowledge: z.string(), photos: z.string(), geocoder: z.string() }).optional(),
});

/** /readyz's 503: the readiness (not null) with the error, so a balancer and an operator see why. */
export const notReadyBodySchema = z.object({
  success: z.literal(false),
  data: readinessSchema,
  error: z.string(),
  code: z.string(),
});
