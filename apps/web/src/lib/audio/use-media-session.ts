import { useEffect } from 'react';
import { DEFAULT_SKIP_SECONDS } from '@roamcast/shared/catalog/constants';

export interface MediaSessionInput {
  title: string | null;
  artist: string;
  artworkUrl: string | null;
  playing: boolean;
  play(): void;
  pause(): void;
  skip(seconds: number): void;
  seekTo(seconds: number): void;
  next(): void;
  /** The previous track (a tour's previous stop); without it the lock screen offers none. */
  previous?: () => void;
}

/**
 * Lock-screen and headset controls (Media Session API): the story's title and place on the lock
 * screen, play/pause, 10 s back and forward, "next" (the next story or stop) and, when given,
 * "previous". Browsers without the API simply skip this.
 */
export function useMediaSession({
  title,
  artist,
  artworkUrl,
  playing,
  play,
  pause,
  skip,
  seekTo,
  next,
  previous,
}: MediaSessionInput) {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator) || !title) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title,
      artist,
      album: 'Roamcast',
      artwork: artworkUrl ? [{ src: artworkUrl }] : [],
    });
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', play],
      ['pause', pause],
      ['stop', pause],
      ['seekbackward', (details) => skip(-(details.seekOffset ?? DEFAULT_SKIP_SECONDS))],
      ['seekforward', (details) => skip(details.seekOffset ?? DEFAULT_SKIP_SECONDS)],
      ['seekto', (details) => details.seekTime !== undefined && seekTo(details.seekTime)],
      ['nexttrack', next],
      ['previoustrack', previous ?? null],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know is simply not offered on its lock screen.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // See above.
        }
      }
    };
  }, [title, artist, artworkUrl, play, pause, skip, seekTo, next, previous]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = title ? (playing ? 'playing' : 'paused') : 'none';
  }, [title, playing]);
}
