import { useMutation } from '@tanstack/react-query';
import type { FactReportBody, FactReportReceipt } from '@roamcast/shared/schemas/fact-report';
import { api } from '../../lib/api/api-client';

/** POST /api/narrations/{id}/fact-reports: visitors may report too; a signed-in listener sends their token. */
export function reportFact(narrationId: string, body: FactReportBody): Promise<FactReportReceipt> {
  return api.post<FactReportReceipt>(`/api/narrations/${encodeURIComponent(narrationId)}/fact-reports`, body);
}

export function useReportFact(narrationId: string) {
  return useMutation({ mutationFn: (body: FactReportBody) => reportFact(narrationId, body) });
}
