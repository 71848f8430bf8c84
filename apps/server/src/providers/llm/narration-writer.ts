import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { PlaceFacts } from '../geo/place-facts';

/** What the narration is for: prompts differ per experience (SPEC §1). */
export type NarrationExperience = 'explorer' | 'tour_stop' | 'deep_dive';

export interface WriteNarrationRequest {
  facts: PlaceFacts;
  theme: NarrationThemeId;
  language: LanguageCode;
  targetWords: number;
  seed?: number;
  /** Defaults to 'explorer'. */
  experience?: NarrationExperience;
  /** Deep dive: what the listener wants to learn; tour stop: the stop's name and description. */
  focus?: string;
  /** Tour stop: the tour it belongs to, for continuity. */
  tourName?: string;
  /** IANA time zone of the listener, for clock times (sunrise...). */
  timeZone?: string;
}

export interface WrittenNarration {
  title: string;
  text: string;
  sources: string[];
  words: number;
  /** Tokens billed by an online model; 0 offline. */
  tokens: number;
  /** Who wrote it, e.g. 'openai:gpt-4o-mini' or 'offline-composer (fallback: openai timed out)'. */
  provider: string;
  /** True when a language model wrote `text`; false for the offline composer, also when it stood in for a model. */
  aiWritten: boolean;
  /** What an online model billed for it, even when it failed and the offline composer wrote instead; absent offline. */
  billing?: ModelBilling;
}

/** One model's billed tokens: `tokens` is their sum. */
export interface ModelBilling {
  /** The model as its adapter names it, e.g. 'openai:gpt-4o-mini'. */
  model: string;
  inputTokens: number;
  outputTokens: number;
}

/** The "llm" provider: writes a narration from grounding facts. */
export interface NarrationWriter {
  readonly name: string;
  write(request: WriteNarrationRequest): Promise<WrittenNarration>;
}
