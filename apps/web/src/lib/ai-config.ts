import { useEffect, useState } from 'react';
import type { AiConfig } from '@roamcast/shared/schemas/qa';
import { api } from './api/api-client';

/**
 * Whether a language model answers spoken questions (GET /api/config/ai), so the question dialog can
 * say so before the answer comes. False until the server has said, and when it cannot be asked.
 */
export function useAiAnswers(): boolean {
  const [configured, setConfigured] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<AiConfig>('/api/config/ai', { signal: controller.signal, auth: false })
      .then((config) => setConfigured(Boolean(config?.languageModel)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return configured;
}
