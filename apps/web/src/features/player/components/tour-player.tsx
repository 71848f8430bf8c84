import { lazy, Suspense, useState } from 'react';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasPlaceDetails } from '@roamcast/shared/logic/place-marker-rule';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useBatchUnderWay } from '../hooks/use-batch-under-way';
import { useWideScreen } from '../../../lib/use-wide-screen';
import type { PlayerTour } from '../logic/player-tour';
import { useTourPlayback } from '../hooks/use-tour-playback';
import { PlayerControls } from '../../../components/tour-audio/player-controls';
import { PlayerHeader } from './player-header';
import { PlayerMap } from './map/player-map';
import { PlayerVoice } from '../../../components/tour-audio/player-voice';
import { SeekSlider } from '../../../components/tour-audio/seek-slider';
import { SideButtons, type SidePanel } from './side-buttons';
import { StopLabel } from './stop-label';
import { LiveGpsToggle } from './live-gps-toggle';
import { StopPhotos } from './stop-photos';

// The side buttons' panels and the story's text arrives when first shown (the player's first-load budget).
const RefreshBar = lazy(() => import('./refresh-bar'));
const PlayerPanels = lazy(() => import('./player-panels').then((module) => ({ default: module.PlayerPanels })));
const NarrationPanel = lazy(() => import('./narration-panel').then((module) => ({ default: module.NarrationPanel })));
// Loaded when a batch is confirmed, with the progress reader (the player's first-load budget).
const GenerateAllRun = lazy(() => import('./generate-all-run'));
// Loaded only while a saved tour's batch is writing its stories (with the progress reader).
const ArrivingNarrations = lazy(() => import('./arriving-narrations'));
// Save for offline (issue 22), with its storage code, loads after the player has painted.
const OfflineCopy = lazy(() => import('../../../offline/offline-copy'));

interface TourPlayerProps {
  tour: PlayerTour;
  /** Minutes per stop for narrations written here (the tour's narration length). */
  narrationDuration: 1 | 2 | 5 | 10;
  refetch: () => Promise<unknown>;
}

/** SPEC §2 player screen and §4 player rules, for a tour with at least one stop. */
export function TourPlayer({ tour: loaded, narrationDuration, refetch }: TourPlayerProps) {
  const { t } = useTranslation();
  const { tour, stop, stops, auto, setAuto, audio, gps, live, setLive, onLocalNarration, leave } =
    useTourPlayback(loaded);
  // Each confirmed Generate All is a new run (a fresh mount); null when none is on screen.
  const [batchRun, setBatchRun] = useState<number | null>(null);
  const [batchRunning, setBatchRunning] = useState(false);

  // A tour just made is still being narrated: follow its batch so stops play as they arrive.
  const batchUnderWay = useBatchUnderWay(
    tour.routeId ?? null,
    tour.stops.some((tourStop) => !tourStop.audioUrl),
  );

  // Stops a batch is still making are not offered one by one: its progress line names the stop.
  const [arrivalsDone, setArrivalsDone] = useState(false);
  const batchBusy = batchRunning || (batchRun === null && batchUnderWay && !arrivalsDone);

  const wide = useWideScreen();
  const [textOpen, setTextOpen] = useState(wide);
  const [mapOpen, setMapOpen] = useState(false);
  const [panel, setPanel] = useState<SidePanel | null>(null);

  const placeId = stop.poi?.placeId;
  const needsRefresh = !stop.audioUrl && stop.photoUrls.length === 0;
  const story = (
    <Suspense fallback={null}>
      <NarrationPanel stop={stop} />
    </Suspense>
  );

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-zinc-950 text-white lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(22rem,30rem)] lg:grid-rows-[auto_minmax(0,1fr)]">
      <div className="lg:col-span-2">
        <PlayerHeader
          name={tour.name}
          editId={tour.editable ? tour.routeId : null}
          copyId={tour.famous ? tour.routeId : null}
          onLeave={leave}
        />
      </div>
      <div className="flex min-h-0 flex-1 flex-col">
        <section aria-label={stop.name || tour.name} className="relative isolate min-h-0 flex-1">
          <StopPhotos stop={stop} tour={tour} />
          {mapOpen && (
            <PlayerMap
              stops={tour.stops}
              currentIndex={stops.index}
              onSelectStop={stops.goTo}
              onClose={() => setMapOpen(false)}
            />
          )}
          {textOpen && !wide && <div className="absolute inset-3 z-20 flex flex-col">{story}</div>}
        </section>
        {/* The tools sit under the picture, named, rather than over it (issue 24). */}
        <div className="border-b border-white/10 bg-zinc-950 px-2 py-1.5 lg:border-b-0 lg:px-4">
          <SideButtons
            textOpen={textOpen}
            mapOpen={mapOpen}
            hasDetails={Boolean(placeId && hasPlaceDetails(placeId))}
            canGenerateAll={Boolean(tour.editable && tour.routeId)}
            generating={batchRunning}
            onToggleText={() => setTextOpen((open) => !open)}
            onToggleMap={() => setMapOpen((open) => !open)}
            onOpen={setPanel}
          />
        </div>
      </div>
      <div className="flex flex-col gap-3 bg-zinc-950 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] lg:min-h-0 lg:px-6">
        {textOpen && wide && <div className="flex min-h-0 flex-1 flex-col">{story}</div>}
        <div>
          <h2 className="text-xl leading-tight font-bold break-words">{stop.name || tour.name}</h2>
          <StopLabel index={stops.index} total={tour.stops.length} onRestart={stops.restart} />
          <LiveGpsToggle
            live={live}
            onChange={setLive}
            gps={gps}
            waitingName={gps.waiting === null ? null : (tour.stops[gps.waiting]?.name ?? null)}
          />
        </div>
        {tour.routeId && (
          <Suspense fallback={null}>
            <OfflineCopy routeId={tour.routeId} />
          </Suspense>
        )}
        {needsRefresh && !batchBusy && (
          <Suspense fallback={null}>
            <RefreshBar
              key={`${tour.key}:${stops.index}`}
              tour={tour}
              index={stops.index}
              duration={narrationDuration}
              refetch={refetch}
              onLocalNarration={onLocalNarration}
            />
          </Suspense>
        )}
        {batchRun === null && batchUnderWay && tour.routeId && (
          <Suspense fallback={null}>
            <ArrivingNarrations routeId={tour.routeId} refetch={refetch} onFinished={() => setArrivalsDone(true)} />
          </Suspense>
        )}
        {batchRun !== null && tour.routeId && (
          <Suspense fallback={null}>
            <GenerateAllRun
              key={batchRun}
              routeId={tour.routeId}
              refetch={refetch}
              onRunningChange={setBatchRunning}
              onDismiss={() => {
                setBatchRun(null);
                setBatchRunning(false);
              }}
            />
          </Suspense>
        )}
        {audio.problem && (
          <div role="alert" className="flex items-center gap-3 rounded-xl bg-black/60 p-3 text-sm text-amber-100">
            <p className="min-w-0 flex-1">
              {t(audio.problem === 'blocked' ? 'player.audioBlocked' : 'player.audioFailed')}
            </p>
            <button type="button" className={buttonStyles.primary} onClick={audio.play}>
              <Play aria-hidden className="size-5" />
              {t('player.play')}
            </button>
          </div>
        )}
        <PlayerVoice
          context={() => ({
            tourName: tour.name,
            stop: { location: stop.location, theme: stop.theme, narrationText: stop.narrationText, index: stops.index },
          })}
          pauseNarration={() => {
            const wasPlaying = audio.playing;
            audio.pause();
            return wasPlaying;
          }}
          resumeNarration={audio.play}
        />
        <SeekSlider
          currentTime={audio.currentTime}
          duration={audio.duration}
          arrived={audio.arrived}
          onSeek={audio.seekTo}
        />
        <PlayerControls
          playing={audio.playing}
          canPlay={Boolean(stop.audioUrl)}
          hasPrevious={stops.hasPrevious}
          hasNext={stops.hasNext}
          auto={auto}
          onPrevious={stops.previous}
          onTogglePlay={audio.playing ? audio.pause : audio.play}
          onNext={stops.next}
          onAutoChange={setAuto}
        />
        {stop.audioUrl && (
          <audio
            ref={audio.audioRef}
            src={stop.audioUrl}
            preload="auto"
            aria-label={t('player.audioOf', { name: stop.name || tour.name })}
            {...audio.audioEvents}
          />
        )}
      </div>
      {panel && (
        <Suspense fallback={null}>
          <PlayerPanels
            tour={tour}
            stop={stop}
            panel={panel}
            onClose={() => setPanel(null)}
            onConfirmGenerateAll={() => {
              setPanel(null);
              // Generate All is disabled in the same render that starts the run: one batch at a time.
              setBatchRunning(true);
              setBatchRun((run) => (run ?? 0) + 1);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
