import {
  POSTCARD_STYLE_IDS,
  POSTCARD_VARIANTS,
  type PostcardStyleId,
  type PostcardVariant,
} from '@roamcast/shared/catalog/postcard-styles';
import type { PublicPostcard } from '@roamcast/shared/schemas/share-pages';
import { parseJson } from '../../db/json';
import type { PostcardRow } from './postcard-repository';

/** postcard_images.tour_snapshot: the tour as it was when the card was made (SPEC §3), plus the variant drawn. */
export interface TourSnapshot {
  name: string;
  startPoint: string | null;
  destination: string | null;
  pois: { name: string; latitude: number; longitude: number }[];
  variant?: PostcardVariant;
  /** The web-sized JPEG shown on the postcard page and in link previews. */
  previewUrl?: string;
}

const VIDEO_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

const styleOf = (value: string): PostcardStyleId =>
  (POSTCARD_STYLE_IDS as readonly string[]).includes(value) ? (value as PostcardStyleId) : 'modern';

/** What a visitor sees of a postcard: never its owner, its tour's id or its costs. */
export function presentPublicPostcard(row: PostcardRow): PublicPostcard {
  const snapshot = parseJson<Partial<TourSnapshot>>(row.tourSnapshot, {});
  const status = VIDEO_STATUSES.find((value) => value === row.videoGenerationStatus) ?? null;
  return {
    shareCode: row.shareCode,
    imageUrl: row.imageUrl,
    previewUrl: snapshot.previewUrl ?? null,
    stylePreset: styleOf(row.stylePreset),
    variant: POSTCARD_VARIANTS.find((value) => value === snapshot.variant) ?? null,
    tourName: snapshot.name ?? 'Postcard',
    startPoint: snapshot.startPoint ?? null,
    destination: snapshot.destination ?? null,
    highlights: (snapshot.pois ?? []).slice(0, 3).map((poi) => poi.name),
    voiceMessage: row.voiceMessage,
    audioUrl: row.audioUrl,
    videoUrl: status === 'completed' ? row.videoUrl : null,
    videoGenerationStatus: status,
    createdAt: row.createdAt,
  };
}

export { styleOf };
