import { lazy, Suspense, useEffect, useState } from 'react';
import { Images, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlayerControls } from '../../../components/tour-audio/player-controls';
import { PocketModeExtras } from '../../../components/tour-audio/pocket-mode-extras';
import { SeekSlider } from '../../../components/tour-audio/seek-slider';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useStatusMessage } from '../../../lib/use-status-message';
import { WhenIdle } from '../../../lib/use-when-idle';
import { OfflineSaveRoom } from '../../../offline/offline-save-room';
import { useSharedPlayback } from '../hooks/use-shared-playback';
import { stopPhotos, type PageTour } from '../logic/page-tour';
import { ModeSwitch } from './mode-switch';
import { SaveTourButton } from './save-tour-button';
import { ShareTourButton } from './share-tour-button';
import { StopChips } from './stop-chips';
import { StopPicture } from './stop-picture';
import { StopStory } from './stop-story';
import { TourSummary } from './tour-summary';

// Save for offline (issue 22) and its storage code load after the page has painted.
const SharedOfflineCopy = lazy(() => import('../../../offline/shared-offline-copy'));

// Ask with the voice panel, and the gallery, come as their own downloads (the page's first-load budget).
const VoiceCommandsPanel = lazy(() => import('./voice-commands-panel'));
const StopGallery = lazy(() => import('../../../components/tour-audio/stop-gallery'));

/** SPEC §2 shared tour page and §4 shared tour mode, for a tour that was found. */
export default function SharedTourPage({ tour: loaded }: { tour: PageTour }) {
  const { t } = useTranslation();
  const playback = useSharedPlayback(loaded);
  const { tour, stop, index, audio } = playback;
  const status = useStatusMessage();
  const [galleryOpen, setGalleryOpen] = useState(false);
  const location = useLocation();
  const savedCode = (location.state as { savedShareCode?: string } | null)?.savedShareCode;
  const { show } = status;
  useEffect(() => {
    if (savedCode)
      show({ key: 'sharedTour.tourSaved', tone: 'info', detail: t('sharedTour.savedCode', { code: savedCode }) });
  }, [savedCode, show, t]);

  const allPhotos = tour.stops.flatMap(stopPhotos);
  const photos = allPhotos.length > 0 ? allPhotos : tour.coverUrl ? [tour.coverUrl] : [];
  const stopName = stop.name || t('sharedTour.stopNumber', { number: index + 1 });
  const stopPhoto = stopPhotos(stop)[0];
  const picture = stopPhoto ?? tour.coverUrl;

  return (
    // From 1024 px the picture and the story sit side by side, under the top bar (about 61 px), so the
    // story's first lines and the controls show without scrolling (DESIGN.md, issue 24).
    <div className="flex flex-1 flex-col bg-zinc-950 text-white lg:grid lg:h-[calc(100dvh-61px)] lg:grid-cols-[minmax(0,1fr)_minmax(22rem,30rem)] lg:grid-rows-[minmax(0,1fr)]">
      <section className="flex flex-col lg:min-h-0">
        {/* The top bar carries Home and Settings: the picture no longer repeats them (issue 24). */}
        <div className="relative isolate aspect-[3/2] w-full lg:aspect-auto lg:min-h-0 lg:flex-1">
          <StopPicture
            url={picture}
            smallUrl={stopPhoto ? null : tour.coverThumbnailUrl}
            themeId={stop.theme}
            alt={stopName}
            whole={!stopPhoto}
          />
        </div>
        <div className="px-4 pt-3 lg:px-6 lg:py-4">
          <TourSummary tour={tour} />
        </div>
      </section>

      <main className="flex flex-col gap-3 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] lg:min-h-0 lg:overflow-y-auto lg:px-6">
        <div className="flex flex-wrap gap-2">
          <ShareTourButton name={tour.name} onStatus={show} />
          {!tour.shareCode && <SaveTourButton tour={tour} onStatus={show} />}
          {/* Save for offline and the voice panel mount once the page has painted and the browser is idle. */}
          {tour.shareCode && (
            <WhenIdle fallback={<OfflineSaveRoom />}>
              <Suspense fallback={<OfflineSaveRoom />}>
                <SharedOfflineCopy shareCode={tour.shareCode} tour={tour} />
              </Suspense>
            </WhenIdle>
          )}
          <button type="button" className={buttonStyles.secondary} onClick={() => setGalleryOpen(true)}>
            <Images aria-hidden className="size-5" />
            {t('sharedTour.viewPhotos', { count: photos.length })}
          </button>
        </div>
        {status.message && (
          <div
            role={status.message.tone === 'error' ? 'alert' : 'status'}
            className={`rounded-xl px-3 py-2 text-sm ${status.message.tone === 'error' ? 'bg-amber-950 text-amber-100' : 'bg-emerald-950 text-emerald-100'}`}
          >
            <p className="font-semibold">{t(status.message.key, status.message.values)}</p>
            {status.message.detail && <p>{status.message.detail}</p>}
          </div>
        )}
        <ModeSwitch mode={playback.mode} onChange={playback.setMode} />
        {playback.gps !== 'off' && (
          <>
            <p role="status" className="text-sm text-emerald-200">
              {t(playback.gps === 'following' ? 'sharedTour.liveFollowing' : 'sharedTour.liveUnavailable')}
            </p>
            <PocketModeExtras
              waitingName={playback.waiting === null ? null : (tour.stops[playback.waiting]?.name ?? null)}
            />
          </>
        )}
        <StopChips stops={tour.stops} index={index} onSelect={playback.goTo} />
        <div>
          <h2 className="text-xl font-bold">{stopName}</h2>
          <p className="text-sm text-zinc-300">
            {t('sharedTour.stopOf', { current: index + 1, total: tour.stops.length })}
          </p>
        </div>
        <StopStory stop={stop} request={playback.request} onRequest={playback.requestStory} madeForAll={tour.famous} />
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
        <SeekSlider
          currentTime={audio.currentTime}
          duration={audio.duration}
          arrived={audio.arrived}
          onSeek={audio.seekTo}
        />
        <PlayerControls
          playing={audio.playing}
          canPlay={Boolean(stop.narration?.audioUrl)}
          hasPrevious={index > 0}
          hasNext={index < tour.stops.length - 1}
          auto={playback.auto}
          onPrevious={() => playback.goTo(index - 1)}
          onTogglePlay={audio.playing ? audio.pause : audio.play}
          onNext={() => playback.goTo(index + 1)}
          onAutoChange={playback.setAuto}
        />
        {stop.narration?.audioUrl && (
          <audio
            ref={audio.audioRef}
            src={stop.narration.audioUrl}
            preload="auto"
            aria-label={t('player.audioOf', { name: stopName })}
            {...audio.audioEvents}
          />
        )}
        <WhenIdle>
          <Suspense fallback={null}>
            <VoiceCommandsPanel
              tour={tour}
              stop={stop}
              pauseNarration={() => {
                const wasPlaying = audio.playing;
                audio.pause();
                return wasPlaying;
              }}
              resumeNarration={audio.play}
              controls={() => ({
                play: audio.play,
                pause: audio.pause,
                seekTo: audio.seekTo,
                currentTime: audio.currentTime,
                duration: audio.duration ?? 0,
                next: () => playback.goTo(index + 1),
                writeStory: () => {
                  if (stop.narration?.audioUrl) return false;
                  playback.requestStory();
                  return true;
                },
              })}
            />
          </Suspense>
        </WhenIdle>
      </main>
      {galleryOpen && (
        <Suspense fallback={null}>
          <StopGallery
            title={tour.name}
            photos={photos.map((url) => ({ url }))}
            onClose={() => setGalleryOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
