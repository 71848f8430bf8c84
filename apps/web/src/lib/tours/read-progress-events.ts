import { batchProgressSchema, type BatchProgress } from '@roamcast/shared/schemas/tour-jobs';
import { readAuthToken } from '../auth/tokens';
import { listenerLanguageQuery } from './listener-language';

/**
 * Follows GET .../generate-narrations/events, the server-sent `progress` events of a tour's batch.
 * It reads the stream with fetch, not EventSource, so the bearer token goes in a header and never
 * in the URL. Resolves when the stream ends; rejects when it cannot be opened (callers then poll).
 */
export async function readProgressEvents(
  routeId: string,
  onProgress: (progress: BatchProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  const token = readAuthToken();
  // A famous tour has one batch per language: the listener's is followed.
  const response = await fetch(
    `/api/tour-maker/routes/${routeId}/generate-narrations/events${listenerLanguageQuery()}`,
    {
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal,
    },
  );
  if (!response.ok || !response.body) throw new Error(`progress events answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += value;
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (!data || !/^event:\s*progress$/m.test(block)) continue;
      const parsed = batchProgressSchema.safeParse(JSON.parse(data));
      if (parsed.success) onProgress(parsed.data);
    }
  }
}
