import type { Narration } from '@roamcast/shared/schemas/narration';
import { ImageSlideshow } from '../../../components/image-slideshow/image-slideshow';
import { NarrationView } from './narration-view';

interface NarrationStageProps {
  narration: Narration;
  placeName: string;
  /**
   * From 1024 px (DESIGN.md): the photos fill the start column and the text scrolls in the end
   * column of the Explorer's grid, so a laptop shows the story's first lines without scrolling.
   */
  sideBySide?: boolean;
}

/**
 * The story on screen: its photos (or the theme's artwork) and its full text. Loaded only once a
 * story is on its way, so the landing page's first load stays light.
 */
export function NarrationStage({ narration, placeName, sideBySide = false }: NarrationStageProps) {
  const photos = (className: string) => (
    <ImageSlideshow
      images={narration.photoUrls ?? []}
      themeId={narration.theme}
      placeName={placeName}
      className={className}
    />
  );
  const text = (className: string, children: React.ReactNode) => (
    // Focusable so keyboard users can scroll a long story (axe: scrollable-region-focusable).
    <div tabIndex={0} role="region" aria-labelledby="narration-title" className={className}>
      {children}
    </div>
  );
  const view = <NarrationView narration={narration} placeName={placeName} />;
  if (sideBySide)
    return (
      <>
        {photos('col-start-1 row-span-2 row-start-1 my-4 min-h-0 rounded-2xl')}
        {text('col-start-2 row-start-1 min-h-0 overflow-y-auto', view)}
      </>
    );
  return text(
    'min-h-0 flex-1 overflow-y-auto',
    <>
      {photos('mx-auto aspect-video w-full max-w-2xl sm:mt-2 sm:rounded-2xl')}
      {view}
    </>,
  );
}
