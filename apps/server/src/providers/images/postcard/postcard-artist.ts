import type { PostcardStyleId, PostcardVariant } from '@roamcast/shared/catalog/postcard-styles';

/** A point of the route drawn on the postcard's map. */
export interface PostcardStop {
  name: string;
  lat: number;
  lng: number;
}

/** Everything a postcard shows. Images are encoded bytes (JPEG, PNG, WebP...) so they cross a worker thread cheaply. */
export interface PostcardContent {
  tourName: string;
  startPoint: string | null;
  destination: string | null;
  /** The first 3 highlights (SPEC §9). */
  highlights: string[];
  stops: PostcardStop[];
  /** The tour's cover, then stop photos: the first 3 are used; none draws a scene instead. */
  photos: Uint8Array[];
  selfie: Uint8Array | null;
  /** Keeps the selfie exactly as taken: no filter, no tilt, its aspect kept. */
  preserveFace: boolean;
  style: PostcardStyleId;
  variant: PostcardVariant;
  /** Artwork an image model painted for this postcard: it takes the photos' place. */
  artwork?: Uint8Array | null;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PostcardImage {
  data: Buffer;
  contentType: 'image/png';
  width: number;
  height: number;
  /** What was drawn, or the prompt an image model was given: kept as imagePrompt. */
  prompt: string;
  /** 'offline', or the model that painted the artwork, e.g. 'openai:gpt-image-1'. */
  source: string;
  /** Where the selfie's pixels sit in the image (null without a selfie). */
  selfieBox: Box | null;
}

/** Draws a postcard. Never throws for drawable content: online artists fall back to the offline one. */
export interface PostcardArtist {
  readonly name: string;
  drawPostcard(content: PostcardContent): Promise<PostcardImage>;
}
