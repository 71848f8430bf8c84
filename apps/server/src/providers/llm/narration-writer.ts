import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { PlaceFacts } from '../geo/place-facts';

export interface WriteNarrationRequest {
  facts: PlaceFacts;
  theme: NarrationThemeId;
  language: LanguageCode;
  targetWords: number;
  seed?: number;
}

export interface WrittenNarration {
  title: string;
  text: string;
  sources: string[];
  words: number;
  /** Tokens billed by an online model; 0 offline. */
  tokens: number;
  provider: string;
}

/** The "llm" provider: writes a narration from grounding facts. */
export interface NarrationWriter {
  readonly name: string;
  write(request: WriteNarrationRequest): Promise<WrittenNarration>;
}
