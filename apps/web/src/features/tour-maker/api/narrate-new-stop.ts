import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationDuration } from '@roamcast/shared/catalog/constants';
import type { CreateNarrationBody, Narration } from '@roamcast/shared/schemas/narration';
import { api } from '../../../lib/api/api-client';

// Writing a story can take a while on a busy machine; its audio then streams as it is spoken.
const CREATE_TIMEOUT_MS = 120_000;
const MAX_THEME = 64;

/** POST /api/narrations placed at a stop of a saved tour: a stop added in the editor gets its story. */
export function narrateNewStop(input: {
  routeId: string;
  waypointIndex: number;
  theme: string;
  name: string;
  lat: number;
  lng: number;
  language: LanguageCode;
  duration: NarrationDuration;
}): Promise<Narration> {
  const body: Partial<CreateNarrationBody> = {
    theme: input.theme.slice(0, MAX_THEME),
    location: { lat: input.lat, lng: input.lng, name: input.name },
    language: input.language,
    duration: input.duration,
    routeId: input.routeId,
    waypointIndex: input.waypointIndex,
  };
  return api.post<Narration>('/api/narrations', body, { timeoutMs: CREATE_TIMEOUT_MS });
}
