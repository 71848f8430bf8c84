import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responds } from '../../http/response-schemas';
import { z } from 'zod';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import {
  factReportBodySchema,
  factReportReceiptSchema,
  factReportSchema,
  factReportsQuerySchema,
} from '@roamcast/shared/schemas/fact-report';
import { usageQuerySchema, usageTotalSchema } from '@roamcast/shared/schemas/operator-usage';
import type { Db } from '../../db/database';
import { createNarrationsRepository } from '../../db/repositories/narrations';
import { createRoutesRepository } from '../../db/repositories/routes';
import type { UsersRepository } from '../../db/repositories/users';
import type { TokenService } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { createFactReportsRepository } from './fact-reports-repository';
import { createOperatorAccess } from './operator-access';
import { usageTotals } from './usage-totals';

/** Reports a listener may send in a minute: enough to flag a few sentences, too few to flood the review list. */
export const FACT_REPORTS_PER_MINUTE = 10;

/**
 * 'Report a wrong fact' (anyone who can hear a narration, visitors included) and the operators' reading
 * of those reports and of maps-service usage.
 */
export function registerOperatorRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService; users: UsersRepository; adminEmails: string[] },
): void {
  const reports = createFactReportsRepository(deps.db);
  const narrations = createNarrationsRepository(deps.db);
  const requireOperator = createOperatorAccess(deps);
  const routes = createRoutesRepository(deps.db);

  /** Whether this caller can hear the narration: a visitor's, their own, or one of a shared, public or famous tour. */
  async function mayHear(narration: { userId: string | null; routeId: string | null }, userId: string | null) {
    if (narration.userId === null || narration.userId === userId) return true;
    const route = narration.routeId ? await routes.findById(narration.routeId) : undefined;
    return route !== undefined && (route.shareCode !== null || route.isPublic === 1 || route.isFamous === 1);
  }
  const rateLimit = {
    max: FACT_REPORTS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => (await deps.tokens.caller(request))?.userId ?? request.ip,
  };

  app.post(
    '/api/narrations/:id/fact-reports',
    { config: { rateLimit }, ...responds(jsonResponses(factReportReceiptSchema)) },
    async (request, reply) => {
      const { id } = validate(idParamsSchema, request.params, 'narration id');
      const body = validate(factReportBodySchema, request.body, 'report');
      const narration = await narrations.findById(id);
      const caller = await deps.tokens.caller(request);
      // Someone else's private narration is as unknown as none (issue 23): no answer tells them it exists.
      if (!narration || !(await mayHear(narration, caller?.userId ?? null))) throw notFound('Narration not found');
      const report = await reports.insert(id, caller?.userId ?? null, body);
      reply.status(201);
      return ok({ id: report.id, status: report.status, createdAt: report.createdAt });
    },
  );

  app.get('/api/admin/fact-reports', responds(jsonResponses(z.array(factReportSchema))), async (request) => {
    await requireOperator(request);
    const query = validate(factReportsQuerySchema, request.query, 'query');
    return ok(await reports.list(query));
  });

  app.get('/api/admin/usage', responds(jsonResponses(z.array(usageTotalSchema))), async (request) => {
    await requireOperator(request);
    const range = validate(usageQuerySchema, request.query, 'query');
    if (range.from && range.to && range.from > range.to) throw badRequest('from must not be after to', 'invalid_input');
    return ok(await usageTotals(deps.db, range));
  });
}
