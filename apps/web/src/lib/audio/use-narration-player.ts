import { useCallback, useMemo, useRef, useState } from 'react';

/** Why the story is not being heard, when it is not: the page says so (DESIGN.md: never silent). */
export type AudioProblem = 'blocked' | 'failed' | null;

export interface NarrationPlayer {
  audioRef: React.RefObject<HTMLAudioElement | null>;
  playing: boolean;
  problem: AudioProblem;
  play(): void;
  pause(): void;
  /** Moves by `seconds` (negative goes back), kept inside the audio. */
  skip(seconds: number): void;
  seekTo(seconds: number): void;
  /** Handlers for the <audio> element. */
  events: {
    onPlaying(): void;
    onPause(): void;
    onError(): void;
  };
}

/**
 * Play, pause and seek for the narration's one <audio> element, used by its own controls, the voice
 * commands and the lock screen alike. Play failures are logged and leave the state paused (SPEC §8).
 */
export function useNarrationPlayer(): NarrationPlayer {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [problem, setProblem] = useState<AudioProblem>(null);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setProblem(null);
    Promise.resolve()
      .then(() => audio.play())
      .catch((error: unknown) => {
        const name = error instanceof DOMException ? error.name : '';
        // A newer source interrupting this one is not a failure worth showing.
        if (name === 'AbortError') return;
        console.warn('Narration audio did not play', error);
        setPlaying(false);
        setProblem(name === 'NotAllowedError' ? 'blocked' : 'failed');
      });
  }, []);

  const pause = useCallback(() => audioRef.current?.pause(), []);

  const seekTo = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const end = Number.isFinite(audio.duration) ? audio.duration : Number.POSITIVE_INFINITY;
    audio.currentTime = Math.min(Math.max(0, seconds), end);
  }, []);

  const skip = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (audio) seekTo(audio.currentTime + seconds);
    },
    [seekTo],
  );

  const events = useMemo(
    () => ({
      onPlaying: () => {
        setPlaying(true);
        setProblem(null);
      },
      onPause: () => setPlaying(false),
      onError: () => {
        setPlaying(false);
        setProblem('failed');
      },
    }),
    [],
  );

  return { audioRef, playing, problem, play, pause, skip, seekTo, events };
}
