import type { ThemeId } from '@roamcast/shared/catalog/themes';
import type { Location } from '@roamcast/shared/schemas/common';

/** The story being told, which gives a question its context (POST /api/voice/qa). */
export interface NarrationContext {
  location: Location;
  narrationText: string;
  theme: string;
}

/** What voice control asks of the Explorer; the Explorer screen implements it. */
export interface ExplorerVoiceActions {
  /** Set or change the location to a spoken place name. */
  setLocation(placeName: string): void;
  /** null moves on to the next theme. */
  setTheme(theme: ThemeId | null): void;
  play(): void;
  pause(): void;
  /** Seconds to jump; negative goes back. */
  skip(seconds: number): void;
  /** The next segment (story). */
  next(): void;
  generate(): void;
  /** The current story for Q&A, or null when there is none yet. */
  context(): NarrationContext | null;
  /** Where the traveller is, for a question asked before any story; null when unknown. */
  currentLocation?(): Location | null;
  /** A narration is being generated or played: Answer Later waits until this is false. */
  isNarrationPending(): boolean;
  /** Calls the listener when the narration audio ends; returns the unsubscribe. */
  subscribeSegmentEnd(listener: () => void): () => void;
}
