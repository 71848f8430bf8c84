import { useCallback, useMemo, useRef, useState } from 'react';
import type { Narration } from '@roamcast/shared/schemas/narration';
import { useMediaSession } from '../../../lib/audio/use-media-session';
import { stopSlides, withNarration, type PlayerTour } from '../logic/player-tour';
import { usePlayerAudio } from '../../../components/tour-audio/use-player-audio';
import { useLiveGps } from '../../../components/tour-audio/use-live-gps';
import { rememberStop, useResumeStop } from './use-resume-stop';
import { useStopIndex } from './use-stop-index';

/**
 * SPEC §4 Player as one piece: the stop being played (resumed from storage when it matches), its
 * audio (autoplay, Auto advance at the end), Live GPS Mode (pocket mode, issue 22), and the lock screen (Media Session: the stop's name and
 * photo, play/pause, seek, next and previous stop).
 */
export function useTourPlayback(loaded: PlayerTour) {
  // Narrations written here for a tour that is not saved live on this page only.
  const [written, setWritten] = useState<Record<number, Narration>>({});
  const tour = useMemo(
    () => ({
      ...loaded,
      stops: loaded.stops.map((stop, index) => (written[index] ? withNarration(stop, written[index]) : stop)),
    }),
    [loaded, written],
  );
  const onLocalNarration = useCallback(
    (index: number, narration: Narration) => setWritten((old) => ({ ...old, [index]: narration })),
    [],
  );

  const count = tour.stops.length;
  const stops = useStopIndex(count, tour.key);
  // A shared link is its own bookmark; saved tours and single narrations resume by their id.
  const resumeKey = tour.kind === 'shared' ? null : tour.key;
  useResumeStop(resumeKey, count, stops.index, stops.goTo);
  const stop = tour.stops[stops.index]!;

  const [auto, setAuto] = useState(true);
  // Live GPS Mode: on from the start for a tour made with GPS tracking, else when the traveller chooses it.
  const [live, setLive] = useState(loaded.followsGps);
  const advance = useRef(() => {});
  const onEnded = useCallback(() => advance.current(), []);
  const audio = usePlayerAudio(stop.audioUrl, stop.id, onEnded);
  const gps = useLiveGps(live, tour.stops, stops.index, stops.goTo, audio.playing);
  advance.current = () => {
    // Walking, the next stop is the one reached (it may have waited for this story), never Auto's.
    if (gps.storyEnded()) return;
    if (auto && stops.hasNext) stops.next();
  };

  useMediaSession({
    title: stop.name || tour.name,
    artist: tour.name,
    artworkUrl: stopSlides(stop, tour)[0]?.url ?? null,
    playing: audio.playing,
    play: audio.play,
    pause: audio.pause,
    skip: audio.skip,
    seekTo: audio.seekTo,
    next: stops.next,
    previous: stops.previous,
  });

  /** Called before leaving for another screen, so coming back resumes at this stop. */
  const leave = () => {
    if (resumeKey) rememberStop(resumeKey, stops.index);
  };

  return { tour, stop, stops, auto, setAuto, audio, gps, live, setLive, onLocalNarration, leave };
}
