import type { Narration } from '@roamcast/shared/schemas/narration';
import { ImageSlideshow } from '../../../components/image-slideshow/image-slideshow';
import { NarrationView } from './narration-view';

/**
 * The story on screen: its photos (or the theme's artwork) and its full text. Loaded only once a
 * story is on its way, so the landing page's first load stays light.
 */
export function NarrationStage({ narration, placeName }: { narration: Narration; placeName: string }) {
  return (
    // Focusable so keyboard users can scroll a long story (axe: scrollable-region-focusable).
    <div tabIndex={0} role="region" aria-labelledby="narration-title" className="min-h-0 flex-1 overflow-y-auto">
      <ImageSlideshow
        images={narration.photoUrls ?? []}
        themeId={narration.theme}
        placeName={placeName}
        className="mx-auto aspect-video w-full max-w-2xl sm:mt-2 sm:rounded-2xl"
      />
      <NarrationView narration={narration} placeName={placeName} />
    </div>
  );
}
