import { lazy, Suspense, useEffect } from 'react';
import type { PublicSlideshow } from '@roamcast/shared/schemas/slideshow';
import { useSlideshowEvents } from '../hooks/use-slideshow-events';
import { useSlideshowPlayback } from '../hooks/use-slideshow-playback';
import { useWakeLock } from '../hooks/use-wake-lock';
import { SlideshowSplash } from './slideshow-splash';
import { SlideshowLoading } from './slideshow-states';

const loadStage = () => import('./slideshow-stage');
const SlideshowStage = lazy(() => loadStage().then((m) => ({ default: m.SlideshowStage })));

/** A loaded slideshow: splash, then the stops, then the call to action, over one <audio> element. */
export function SlideshowPlayer({ slideshow }: { slideshow: PublicSlideshow }) {
  const events = useSlideshowEvents(slideshow.shareToken);
  const playback = useSlideshowPlayback(slideshow, { onStart: events.view, onComplete: events.complete });
  const { phase, stop, muted, player } = playback;
  useWakeLock(phase === 'show');

  useEffect(() => {
    if (player.audioRef.current) player.audioRef.current.muted = muted;
  }, [muted, player.audioRef]);

  return (
    <>
      {/* One element for the whole visit: Start Tour unlocks it, and every stop plays through it. */}
      <audio
        ref={player.audioRef}
        src={stop.audioUrl ?? undefined}
        preload={phase === 'splash' ? 'none' : 'auto'}
        aria-label={stop.name}
        {...playback.audioEvents}
      />
      {phase === 'splash' ? (
        <SlideshowSplash
          slideshow={slideshow}
          onStart={playback.start}
          onPrepare={() => void loadStage()}
          onPromoClick={events.ctaClick}
        />
      ) : (
        <Suspense fallback={<SlideshowLoading />}>
          <SlideshowStage slideshow={slideshow} playback={playback} onJoin={events.ctaClick} />
        </Suspense>
      )}
    </>
  );
}
