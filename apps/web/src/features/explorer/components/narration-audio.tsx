import { useEffect, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CLOCK_AT_START, nextAudioClock, readAudioClock } from '../../../components/tour-audio/read-audio-clock';
import { SeekSlider } from '../../../components/tour-audio/seek-slider';
import { buttonStyles } from '../../../components/ui/button-styles';
import type { NarrationPlayer } from '../../../lib/audio/use-narration-player';
import { useAutoPlayPreference } from '../../../lib/voice-preferences';

interface NarrationAudioProps {
  src: string | null;
  player: NarrationPlayer;
  onStarted(): void;
  onEnded(): void;
}

/**
 * The narration's audio with play/pause and the seek slider the player uses, started as soon as it
 * arrives (unless the traveller turned auto-play off). While the story is still being spoken the
 * slider spans what has arrived (the browser's own controls read full at 0:01 on a stream). Never
 * silent without a reason: if the browser refuses autoplay or the file fails, say so and offer a
 * Play button (DESIGN.md). The auto-play choice is read here, not by the Explorer: the session it comes from
 * is not part of the landing's first render (the Explorer asks for it at Start, long before a story).
 */
export function NarrationAudio({ src, player, onStarted, onEnded }: NarrationAudioProps) {
  const { t } = useTranslation();
  const autoPlay = useAutoPlayPreference();
  const { play, pause, playing, problem, audioRef, events } = player;
  const [clock, setClock] = useState(CLOCK_AT_START);
  const read = () => {
    if (!audioRef.current) return;
    // An event that moved nothing (progress, duration) keeps the clock, and renders nothing.
    const next = readAudioClock(audioRef.current);
    setClock((previous) => nextAudioClock(previous, next));
  };

  useEffect(() => {
    setClock((previous) => nextAudioClock(previous, CLOCK_AT_START));
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
        preload="auto"
        aria-label={t('explorer.narrationAudio')}
        onPlaying={() => {
          events.onPlaying();
          onStarted();
        }}
        onPause={events.onPause}
        onEnded={onEnded}
        onError={events.onError}
        onTimeUpdate={read}
        onDurationChange={read}
        onProgress={read}
      />
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={`${buttonStyles.icon} shrink-0`}
          aria-label={t(playing ? 'player.pause' : 'player.play')}
          onClick={playing ? pause : play}
        >
          {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5 rtl:rotate-180" />}
        </button>
        <div className="min-w-0 flex-1">
          <SeekSlider {...clock} onSeek={player.seekTo} />
        </div>
      </div>
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
