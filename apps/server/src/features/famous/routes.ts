import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ok } from '../../http/reply';
import { createFamousRepository } from './famous-repository';
import { presentFamousTour } from './present-famous-tour';

/** SPEC §7 GET /api/tour-maker/famous: the curated tours, open to everyone (no account needed). */
export function registerFamousRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const famous = createFamousRepository(deps.db);

  app.get('/api/tour-maker/famous', async () => ok((await famous.listFamous()).map(presentFamousTour)));
}
