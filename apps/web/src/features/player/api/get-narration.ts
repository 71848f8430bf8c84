import { queryOptions } from '@tanstack/react-query';
import type { Narration } from '@roamcast/shared/schemas/narration';
import { api } from '../../../lib/api/api-client';

/** GET /api/narrations/{id} (SPEC §7). */
export function getNarration(id: string, signal?: AbortSignal): Promise<Narration> {
  return api.get<Narration>(`/api/narrations/${encodeURIComponent(id)}`, { signal });
}

export const narrationQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['narration', id], queryFn: ({ signal }) => getNarration(id, signal) });
