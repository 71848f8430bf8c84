import { useEffect } from 'react';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/ui/button-styles';
import type { NarrationPlayer } from '../../../lib/audio/use-narration-player';

interface NarrationAudioProps {
  src: string | null;
  player: NarrationPlayer;
  autoPlay: boolean;
  onStarted(): void;
  onEnded(): void;
}

/**
 * The narration's audio with the browser's own play/pause and seek controls, started as soon as it
 * arrives (unless the traveller turned auto-play off). Never silent without a reason: if the browser
 * refuses autoplay or the file fails, say so and offer a Play button (DESIGN.md).
 */
export function NarrationAudio({ src, player, autoPlay, onStarted, onEnded }: NarrationAudioProps) {
  const { t } = useTranslation();
  const { play, problem, audioRef, events } = player;

  useEffect(() => {
    if (src && autoPlay) play();
  }, [src, autoPlay, play]);

  if (!src) {
    return (
      <p role="status" className="text-sm text-amber-200">
        {t('explorer.audioMissing')}
      </p>
    );
  }

  return (
    <div className="space-y-2">
      <audio
        ref={audioRef}
        src={src}
        controls
        preload="auto"
        aria-label={t('explorer.narrationAudio')}
        className="h-11 w-full"
        onPlaying={() => {
          events.onPlaying();
          onStarted();
        }}
        onPause={events.onPause}
        onEnded={onEnded}
        onError={events.onError}
      />
      {problem && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-black/60 p-3 text-sm text-amber-100"
        >
          <p className="min-w-0 flex-1">
            {t(problem === 'blocked' ? 'explorer.audioBlocked' : 'explorer.audioFailed')}
          </p>
          <button type="button" className={buttonStyles.primary} onClick={play}>
            <Play aria-hidden className="size-5" />
            {t('explorer.playNarration')}
          </button>
        </div>
      )}
    </div>
  );
}
