import type { FastifyInstance } from 'fastify';
import { responds } from '../../http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import { z } from 'zod';
import { famousTourSchema, routeSchema } from '@roamcast/shared/schemas/tour';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import { copyFamousTourBodySchema } from '@roamcast/shared/schemas/famous-copy';
import type { Db } from '../../db/database';
import type { TokenService } from '../../http/auth';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { createCopyFamousTour, type TourCreator } from './copy-famous-tour';
import { createFamousRepository } from './famous-repository';
import { presentFamousTour } from './present-famous-tour';
import { seedFamousTours } from './seed-famous-tours';

/**
 * Famous tours: seeded from their data files at start (idempotently), listed for everyone (SPEC §7
 * GET /api/tour-maker/famous, no account needed), and copied into a signed-in user's collection.
 */
export async function registerFamousRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    tokens: TokenService;
    tours: TourCreator;
    /** Draws a tour's cover in the background when it has none yet. */
    drawCover?: (routeId: string) => void;
  },
): Promise<void> {
  await seedFamousTours(deps.db);
  const famous = createFamousRepository(deps.db);
  const copyFamousTour = createCopyFamousTour(deps);

  // Covers are drawn when the tours are first listed (not at start, which every process and test does).
  const coverAsked = new Set<string>();
  app.get('/api/tour-maker/famous', responds(jsonResponses(z.array(famousTourSchema))), async () => {
    const rows = await famous.listFamous();
    for (const row of rows) {
      if (row.aiImageUrl || row.customImageUrl || coverAsked.has(row.id)) continue;
      coverAsked.add(row.id);
      deps.drawCover?.(row.id);
    }
    return ok(rows.map(presentFamousTour));
  });

  app.post('/api/tour-maker/routes/:id/copy', responds(jsonResponses(routeSchema)), async (request, reply) => {
    const caller = await deps.tokens.requireCaller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    const body = validate(copyFamousTourBodySchema, request.body ?? undefined, 'tour copy');
    reply.status(201);
    return ok(await copyFamousTour(id, body, caller));
  });
}
