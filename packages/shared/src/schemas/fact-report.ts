import { z } from 'zod';

export const FACT_REPORT_LIMITS = { sentence: 1000, note: 1000 } as const;

/** POST /api/narrations/{id}/fact-reports: the sentence the listener doubts and what they say is wrong. */
export const factReportBodySchema = z.strictObject({
  sentence: z
    .string({ error: 'sentence is required' })
    .trim()
    .min(1, 'Choose the sentence that is wrong')
    .max(FACT_REPORT_LIMITS.sentence, `sentence must be at most ${FACT_REPORT_LIMITS.sentence} characters`),
  note: z
    .string()
    .trim()
    .max(FACT_REPORT_LIMITS.note, `note must be at most ${FACT_REPORT_LIMITS.note} characters`)
    .default(''),
});
export type FactReportBody = z.infer<typeof factReportBodySchema>;

export const FACT_REPORT_STATUSES = ['open', 'checked', 'dismissed'] as const;

/** A stored report, as operators read it (GET /api/admin/fact-reports). */
export const factReportSchema = z.object({
  id: z.string(),
  narrationId: z.string(),
  userId: z.string().nullable(),
  sentence: z.string(),
  note: z.string(),
  status: z.enum(FACT_REPORT_STATUSES),
  createdAt: z.string(),
});
export type FactReport = z.infer<typeof factReportSchema>;

/** The answer to a listener's report: its id and status, nothing more. */
export const factReportReceiptSchema = factReportSchema.pick({ id: true, status: true, createdAt: true });
export type FactReportReceipt = z.infer<typeof factReportReceiptSchema>;

/** GET /api/admin/fact-reports?status=&limit= */
export const factReportsQuerySchema = z.strictObject({
  status: z.enum(FACT_REPORT_STATUSES, { error: 'status must be one of open, checked, dismissed' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be from 1 to 500')
    .max(500, 'limit must be from 1 to 500')
    .default(100),
});
