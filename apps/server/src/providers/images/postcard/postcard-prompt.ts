import type { PostcardStyleId, PostcardVariant } from '@roamcast/shared/catalog/postcard-styles';
import type { PostcardContent } from './postcard-artist';

const STYLE_WORDS: Record<PostcardStyleId, string> = {
  vintage: 'a vintage 1950s travel postcard: faded colours, sepia warmth, printed paper grain',
  modern: 'a clean modern travel photograph: crisp, bright, bold colour',
  watercolor: 'a loose watercolour painting: soft washes, bleeding edges, white paper showing through',
  cinematic: 'a cinematic film still: anamorphic widescreen, teal and orange grade, dramatic light',
  ghibli: 'a hand-painted animated-film background: lush greens, fluffy clouds, warm storybook light',
  oil_painting: 'an oil painting on canvas: thick impasto brush strokes, rich deep colour',
  pop_art: 'pop art: halftone dots, flat punchy primary colours, bold black outlines',
};

const VARIANT_WORDS: Record<PostcardVariant, string> = {
  scenic: 'a sweeping wide landscape view',
  realistic: 'a true-to-life view of the real places',
  artistic: 'an expressive, stylised interpretation',
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What an image model is asked to paint: the places, in the style; the app letters the card itself. */
export function postcardPrompt(content: PostcardContent): string {
  const places = content.highlights.length > 0 ? ` showing ${content.highlights.map(oneLine).join(', ')}` : '';
  const route =
    content.startPoint && content.destination
      ? ` on the way from ${oneLine(content.startPoint)} to ${oneLine(content.destination)}`
      : '';
  return (
    `Artwork for a travel postcard of the tour "${oneLine(content.tourName)}"${places}${route}. ` +
    `Style: ${STYLE_WORDS[content.style]}. Composition: ${VARIANT_WORDS[content.variant]}, ` +
    'leaving calm space on the right. No text, no lettering, no logos, no watermarks, no people.'
  ).slice(0, 1000);
}
