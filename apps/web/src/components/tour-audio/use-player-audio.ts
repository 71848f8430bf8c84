import { useEffect, useMemo, useState } from 'react';
import { PLAYER_AUDIO_RESUME_DELAY_MS } from '@roamcast/shared/catalog/constants';
import { useNarrationPlayer, type NarrationPlayer } from '../../lib/audio/use-narration-player';
import { CLOCK_AT_START, nextAudioClock, readAudioClock, type AudioClock } from './read-audio-clock';

export interface PlayerAudio extends NarrationPlayer {
  currentTime: number;
  /** Seconds, or null while unknown (a narration still being spoken streams without a length). */
  duration: number | null;
  /** Seconds received so far (what the seek bar spans while the length is unknown). */
  arrived: number;
  audioEvents: NarrationPlayer['events'] & {
    onTimeUpdate(): void;
    onDurationChange(): void;
    onProgress(): void;
    onEnded(): void;
  };
}

/**
 * The stop's audio (SPEC §4 Player): arriving at a stop stops what was playing and, when the stop
 * has audio, starts it 300 ms later; when it ends, `onEnded` decides whether to move on (Auto).
 * A plain <audio> element does the playing, so it carries on with the screen off.
 */
export function usePlayerAudio(src: string | null, stopKey: string, onEnded: () => void): PlayerAudio {
  const player = useNarrationPlayer();
  const { play, pause, audioRef, events } = player;
  const [time, setTime] = useState<AudioClock>(CLOCK_AT_START);

  useEffect(() => {
    pause();
    setTime((previous) => nextAudioClock(previous, CLOCK_AT_START));
    if (!src) return;
    const timer = setTimeout(play, PLAYER_AUDIO_RESUME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [src, stopKey, play, pause]);

  const audioEvents = useMemo(() => {
    const read = () => {
      const audio = audioRef.current;
      if (!audio) return;
      // Progress and duration events often change nothing: the page re-renders only when the clock moved.
      const clock = readAudioClock(audio);
      setTime((previous) => nextAudioClock(previous, clock));
    };
    return {
      ...events,
      onTimeUpdate: read,
      onDurationChange: read,
      onProgress: read,
      onEnded: () => {
        events.onPause();
        onEnded();
      },
    };
  }, [audioRef, events, onEnded]);

  return { ...player, ...time, audioEvents };
}
