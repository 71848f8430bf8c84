import { randomUUID } from 'node:crypto';
import type { FactReport, FactReportBody } from '@roamcast/shared/schemas/fact-report';
import type { Db } from '../../db/database';
import type { FactReportsTable } from '../../db/schema';
import { nowIso } from '../../db/json';

function present(row: FactReportsTable): FactReport {
  return { ...row, status: row.status as FactReport['status'] };
}

/** Listeners' reports of a wrong fact: stored as they come, read newest first by operators. */
export function createFactReportsRepository(db: Db) {
  return {
    async insert(narrationId: string, userId: string | null, body: FactReportBody): Promise<FactReport> {
      const row: FactReportsTable = {
        id: randomUUID(),
        narrationId,
        userId,
        sentence: body.sentence,
        note: body.note,
        status: 'open',
        createdAt: nowIso(),
      };
      await db.insertInto('factReports').values(row).execute();
      return present(row);
    },

    async list(options: { status?: FactReport['status']; limit: number }): Promise<FactReport[]> {
      let query = db.selectFrom('factReports').selectAll();
      if (options.status) query = query.where('status', '=', options.status);
      const rows = await query.orderBy('createdAt', 'desc').orderBy('id').limit(options.limit).execute();
      return rows.map(present);
    },
  };
}

export type FactReportsRepository = ReturnType<typeof createFactReportsRepository>;
