import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationDuration } from '@roamcast/shared/catalog/constants';
import type { Narration } from '@roamcast/shared/schemas/narration';
import { api } from '../../../lib/api/api-client';

export interface GenerateNarrationInput {
  theme: string;
  location: { lat: number; lng: number; name?: string };
  language: LanguageCode;
  duration: NarrationDuration;
  /** 0 for the first story of a theme at a place; 1, 2... for the ones that follow it. */
  part?: number;
}

// A ten-minute story is long to write and speak; give it more than the default 30 s.
const GENERATION_TIMEOUT_MS = 90_000;

/** POST /api/narration/generate; visitors may call it too, signed-in users send their token. */
export function generateNarration(input: GenerateNarrationInput): Promise<Narration> {
  return api.post<Narration>('/api/narration/generate', input, { timeoutMs: GENERATION_TIMEOUT_MS });
}
