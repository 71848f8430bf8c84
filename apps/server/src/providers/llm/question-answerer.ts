import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { PlaceFacts } from '../geo/place-facts';

/** A spoken question about where the listener is (SPEC §7 /api/voice/qa and /api/voice/general-qa). */
export interface QuestionRequest {
  question: string;
  language: LanguageCode;
  /** The narration being played, when the question is about it. */
  narrationText?: string;
  /** Grounding facts of the place (from the geocoder and knowledge sources). */
  facts?: PlaceFacts | null;
  theme?: string;
  tourName?: string;
  waypointIndex?: number;
}

export interface QuestionAnswer {
  answer: string;
  /** Who answered, e.g. 'offline-answerer' or 'anthropic:claude-…'; fallbacks say so. */
  provider: string;
  tokens: number;
  /** True when a language model wrote the answer; absent or false for the offline answerer. */
  aiWritten?: boolean;
}

export interface QuestionAnswerer {
  readonly name: string;
  answer(request: QuestionRequest): Promise<QuestionAnswer>;
}
