import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Location } from '@roamcast/shared/schemas/common';
import type { CreateNarrationBody, Narration } from '@roamcast/shared/schemas/narration';
import { api } from '../../../lib/api/api-client';

export interface StopNarrationInput {
  theme: string;
  location: Location;
  language: LanguageCode;
  duration: CreateNarrationBody['duration'];
  /** Set for a saved tour: the narration is placed at that stop (SPEC §4 single-stop generation). */
  routeId?: string;
  waypointIndex?: number;
}

// Writing the text can take a while on a busy machine; the audio then streams as it is spoken.
const CREATE_TIMEOUT_MS = 120_000;
const MAX_THEME = 64;

/** POST /api/narrations: one stop's narration, written now. */
export function createStopNarration(input: StopNarrationInput): Promise<Narration> {
  const body: Partial<CreateNarrationBody> = {
    theme: input.theme.slice(0, MAX_THEME),
    location: input.location,
    language: input.language,
    duration: input.duration,
    ...(input.routeId ? { routeId: input.routeId, waypointIndex: input.waypointIndex } : {}),
  };
  return api.post<Narration>('/api/narrations', body, { timeoutMs: CREATE_TIMEOUT_MS });
}
