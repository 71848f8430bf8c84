import { Volume2, VolumeX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/ui/button-styles';
import type { SlideshowPlayback } from '../hooks/use-slideshow-playback';
import { usePhotoCycle } from '../hooks/use-photo-cycle';
import { SlideshowBackdrop } from './slideshow-backdrop';
import { SlideshowControls } from './slideshow-controls';

/** SPEC §2 slideshow view: progress, mute, exit, the stop's photo, name, address and story, and controls. */
export function SlideshowView({ playback }: { playback: SlideshowPlayback }) {
  const { t } = useTranslation();
  const { stop, index, total, player } = playback;
  const photo = usePhotoCycle(stop.photoUrls, index);
  const percent = Math.round(playback.percent);
  return (
    <main className="relative flex min-h-dvh flex-col text-white">
      <SlideshowBackdrop url={photo} alt={t('slideshow.photoOf', { name: stop.name })} />
      <div
        role="progressbar"
        aria-label={t('slideshow.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-full bg-white/20"
      >
        <div
          className="h-full bg-amber-300 transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex items-center justify-between gap-3 p-3">
        <button type="button" className={buttonStyles.icon} aria-label={t('slideshow.exit')} onClick={playback.exit}>
          <X aria-hidden className="size-5" />
        </button>
        <p className="rounded-full bg-black/45 px-3 py-1 text-sm font-semibold">
          {t('slideshow.stopOf', { current: index + 1, total })}
        </p>
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={t('slideshow.mute')}
          aria-pressed={playback.muted}
          onClick={playback.toggleMute}
        >
          {playback.muted ? <VolumeX aria-hidden className="size-5" /> : <Volume2 aria-hidden className="size-5" />}
        </button>
      </div>
      <section
        aria-labelledby="slideshow-stop"
        className="mt-auto flex flex-col gap-3 px-5 pb-8 lg:ms-auto lg:mt-0 lg:min-h-0 lg:w-1/2 lg:flex-1 lg:justify-end lg:bg-black/60 lg:pt-6"
      >
        <div aria-live="polite">
          <h1 id="slideshow-stop" className="text-3xl font-bold text-balance drop-shadow">
            {stop.name}
          </h1>
          {stop.address && <p className="mt-1 text-zinc-200">{stop.address}</p>}
        </div>
        {stop.narrationText && (
          <p className="max-h-[30dvh] overflow-y-auto rounded-xl bg-black/45 p-4 text-lg leading-relaxed lg:max-h-[55dvh]">
            {stop.narrationText}
          </p>
        )}
        {player.problem && (
          <p role="status" className="text-amber-200">
            {player.problem === 'blocked' ? t('slideshow.audioBlocked') : t('slideshow.audioFailed')}
          </p>
        )}
        <SlideshowControls
          playing={player.playing}
          canPlay={Boolean(stop.audioUrl)}
          hasPrevious={index > 0}
          onPrevious={playback.previous}
          onTogglePlay={playback.togglePlay}
          onNext={playback.next}
        />
      </section>
    </main>
  );
}
