import type { SlideshowPlayback } from '../hooks/use-slideshow-playback';
import type { PublicSlideshow } from '@roamcast/shared/schemas/slideshow';
import { SlideshowComplete } from './slideshow-complete';
import { SlideshowView } from './slideshow-view';

/**
 * What follows the splash: the stops, then the call to action. Its own chunk, fetched as the visitor
 * reaches for Start Tour, so the link's first load carries only the splash.
 */
export function SlideshowStage({
  slideshow,
  playback,
  onJoin,
}: {
  slideshow: PublicSlideshow;
  playback: SlideshowPlayback;
  onJoin: () => void;
}) {
  if (playback.phase === 'show') return <SlideshowView playback={playback} />;
  return (
    <SlideshowComplete
      tourName={slideshow.tour.name}
      coverUrl={slideshow.tour.coverUrl}
      creatorIsFree={slideshow.creatorIsFree}
      onJoin={onJoin}
      onReplay={playback.replay}
    />
  );
}
