import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Answer, QuestionBody } from '@roamcast/shared/schemas/qa';
import type { Location } from '@roamcast/shared/schemas/common';
import { api } from '../api/api-client';

export interface StopQuestion {
  question: string;
  language: LanguageCode;
  stop: { location: Location; theme: string; narrationText: string | null; index: number };
  tourName: string;
}

// Writing the answer and speaking it can take as long as a short narration.
const ANSWER_TIMEOUT_MS = 60_000;
// The schema's limits (SPEC §7): long text is cut rather than refused.
const MAX = { question: 500, narrationText: 20_000, theme: 64, tourName: 200 };

/** POST /api/voice/qa with the player's body: the question and the stop as its context (SPEC §7). */
export function askStopQuestion({ question, language, stop, tourName }: StopQuestion, signal?: AbortSignal) {
  const body: QuestionBody = {
    question: question.trim().slice(0, MAX.question),
    context: {
      location: stop.location,
      theme: stop.theme.slice(0, MAX.theme),
      ...(stop.narrationText ? { narrationText: stop.narrationText.slice(0, MAX.narrationText) } : {}),
      tourName: tourName.slice(0, MAX.tourName),
      waypointIndex: stop.index,
    },
    language,
  };
  return api.post<Answer>('/api/voice/qa', body, { timeoutMs: ANSWER_TIMEOUT_MS, signal });
}
