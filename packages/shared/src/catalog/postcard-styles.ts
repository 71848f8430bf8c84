/** Postcard style presets (SPEC §9): seven styles, each with scenic, realistic and artistic variants. */
export const POSTCARD_STYLE_IDS = [
  'vintage',
  'modern',
  'watercolor',
  'cinematic',
  'ghibli',
  'oil_painting',
  'pop_art',
] as const;
export type PostcardStyleId = (typeof POSTCARD_STYLE_IDS)[number];
export const POSTCARD_VARIANTS = ['scenic', 'realistic', 'artistic'] as const;
export type PostcardVariant = (typeof POSTCARD_VARIANTS)[number];

export interface PostcardStyle {
  id: PostcardStyleId;
  name: string;
  description: string;
}

export const POSTCARD_STYLES: readonly PostcardStyle[] = [
  { id: 'vintage', name: 'Vintage', description: 'Faded colours and a classic travel-poster border' },
  { id: 'modern', name: 'Modern', description: 'Clean, bold and bright' },
  { id: 'watercolor', name: 'Watercolor', description: 'Soft washes of colour' },
  { id: 'cinematic', name: 'Cinematic', description: 'Wide, dramatic, film-still light' },
  { id: 'ghibli', name: 'Storybook Anime', description: 'Hand-painted animated-film warmth' },
  { id: 'oil_painting', name: 'Oil Painting', description: 'Rich brush strokes on canvas' },
  { id: 'pop_art', name: 'Pop Art', description: 'Halftone dots and punchy colour' },
];

export const DEFAULT_POSTCARD_STYLE: PostcardStyleId = 'modern';
