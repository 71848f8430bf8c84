import type { TourStop } from '@roamcast/shared/logic/tour-stops';

/** What a cover shows: the tour's name, its theme (a catalogue id, a creator preset or free text) and its stops. */
export interface CoverTour {
  id: string;
  name: string;
  theme: string | null;
  description?: string | null;
  stops: readonly TourStop[];
  /** The tour's stored miles and minutes (shown through the shared `tourFigures`, as every screen does). */
  distance?: number | null;
  duration?: number | null;
}

export interface CoverRequest {
  /** Another number draws another image of the same tour (Regenerate Cover); the same number, the same image. */
  variation?: number;
}

export interface CoverImage {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** The prompt an image model was given, or what the offline compositor drew: kept as aiImagePrompt. */
  prompt: string;
  /** 'offline', or the model that painted it, e.g. 'openai:gpt-image-1'. */
  source: string;
}

/** The "images" provider: draws a tour's cover. Never throws for a drawable tour: online artists fall back to the offline one. */
export interface CoverArtist {
  readonly name: string;
  drawCover(tour: CoverTour, request?: CoverRequest): Promise<CoverImage>;
}
