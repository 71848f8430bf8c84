import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Location } from '@roamcast/shared/schemas/common';
import type { Answer, GeneralQuestionBody, QuestionBody } from '@roamcast/shared/schemas/qa';
import { api } from '../../../lib/api/api-client';

export interface AskQuestionInput {
  question: string;
  language: LanguageCode;
  /** The story being told; without one the question goes to the general endpoint. */
  narration: { location: Location; narrationText: string; theme: string } | null;
  /** Where the traveller is, for a general question asked before any story. */
  location: Location | null;
}

// Writing the answer and speaking it can take as long as a short narration.
const ANSWER_TIMEOUT_MS = 60_000;
// The schema's limits (SPEC §7): a long story is cut rather than refused.
const MAX_QUESTION = 500;
const MAX_NARRATION_TEXT = 20_000;
const MAX_THEME = 64;

/** POST /api/voice/qa with the narration as context, or /api/voice/general-qa without one. */
export function askQuestion({ question, language, narration, location }: AskQuestionInput, signal?: AbortSignal) {
  const options = { timeoutMs: ANSWER_TIMEOUT_MS, signal };
  const text = question.trim().slice(0, MAX_QUESTION);
  if (narration) {
    const body: QuestionBody = {
      question: text,
      location: narration.location,
      narrationText: narration.narrationText.slice(0, MAX_NARRATION_TEXT),
      theme: narration.theme.slice(0, MAX_THEME),
      language,
    };
    return api.post<Answer>('/api/voice/qa', body, options);
  }
  const body: GeneralQuestionBody = { question: text, language, ...(location ? { location } : {}) };
  return api.post<Answer>('/api/voice/general-qa', body, options);
}
