import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigation, SkipForward } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FALLBACK_THEME_ID, getTheme, type ThemeId } from '@roamcast/shared/catalog/themes';
import { ThemeArt } from '../../../components/theme-art';
import { buttonStyles } from '../../../components/ui/button-styles';
import { onNarrationRegenerationRequested } from '../../../lib/narration-events';
import { useExplorerPreferences } from '../hooks/use-explorer-preferences';
import { useMediaSession } from '../../../lib/audio/use-media-session';
import { useNarrationFlow, type Place } from '../hooks/use-narration-flow';
import { useNarrationPlayer } from '../../../lib/audio/use-narration-player';
import { usePositionWatch } from '../hooks/use-position-watch';
import { useStoryChannel } from '../hooks/use-story-channel';
import { useVoiceActions, type PlaceOffer } from '../hooks/use-voice-actions';
import { currentLanguage } from '../../../lib/i18n';
import { sessionQueryOptions } from '../../../lib/auth/session';
import { useJourney } from '../hooks/use-journey';
import { useRecentLocations } from '../hooks/use-recent-locations';
import { ExplorerHeader } from './explorer-header';
import { ExplorerMap } from './map/explorer-map';
import type { MapMode } from './map/map-types';
import { MapToggleButton } from './map/map-toggle-button';
import { useTrail } from './map/use-trail';
import { ExplorerHero } from './explorer-hero';
import { FlowStatus } from './flow-status';
import { ExplorerVoice } from './voice/explorer-voice';
import { NarrationAudio } from './narration-audio';
import { takeEarlyStart } from '../../../app/early-start';
import { useOnline } from '../../../offline/use-online';
import { useWideScreen } from '../../../lib/use-wide-screen';

// What the landing page does not show loads when first needed (the Explorer's first-load budget).
const loadNarrationStage = () => import('./narration-stage');
const NarrationStage = lazy(() => loadNarrationStage().then((module) => ({ default: module.NarrationStage })));
// With no network: the saved tours and the stories heard (issue 22), with their storage code.
const ExplorerOffline = lazy(() => import('./explorer-offline'));
const LocationPanel = lazy(() =>
  import('./location-panel/location-panel').then((module) => ({ default: module.LocationPanel })),
);

/** Explorer (/): tap Start, get located, hear and read a story about where you stand, then the next. */
export function ExplorerScreen() {
  const { t } = useTranslation();
  const { theme, setTheme, duration, setDuration } = useExplorerPreferences();
  const flow = useNarrationFlow(duration);
  const player = useNarrationPlayer();
  // The GPS is followed after Start or Use GPS; a place chosen by name stays put until then.
  const [followGps, setFollowGps] = useState(false);
  const position = usePositionWatch(followGps);
  const channel = useStoryChannel(theme, flow, duration, followGps ? position : null);
  const busy = flow.phase === 'locating' || flow.phase === 'naming' || flow.phase === 'writing';
  const artTheme = flow.narration && theme === FALLBACK_THEME_ID ? flow.narration.theme : theme;
  const queryClient = useQueryClient();
  const { regenerate } = channel;
  const [panelOpen, setPanelOpen] = useState(false);
  // A spoken place that may mean several opens the panel on its choices.
  const [offer, setOffer] = useState<PlaceOffer | null>(null);
  const offerChoices = useCallback((next: PlaceOffer) => {
    setOffer(next);
    setPanelOpen(true);
  }, []);
  const [mapOpen, setMapOpen] = useState(false);
  const [mapMode, setMapMode] = useState<MapMode>('minimised');
  const trail = useTrail(position);
  const { record } = useJourney();
  const { remember } = useRecentLocations();
  const { narration, place } = flow;
  const online = useOnline();
  // DESIGN.md: from 1024 px the story's photos and its text sit side by side, the controls under the text.
  const sideBySide = useWideScreen() && online && Boolean(flow.narration && flow.place);

  // Every story heard joins the journey (recording starts with the first) and its place the recents.
  useEffect(() => {
    if (!narration || !place) return;
    record(narration.id);
    remember(place);
  }, [narration, place, record, remember]);

  // A story that starts playing is kept with its audio, for the Explorer offline (the newest 20).
  const kept = useRef(new Set<string>());
  const keepHeard = useCallback(() => {
    if (!narration || !place || kept.current.has(narration.id)) return;
    kept.current.add(narration.id);
    void import('../../../offline/recent-stories')
      .then(({ keepRecentStory }) => keepRecentStory(narration, place.name))
      .catch((error: unknown) => console.warn('Keeping the story for offline failed', error));
  }, [narration, place]);

  // Settings' Save & Regenerate: the story on screen again, in the voice just saved.
  useEffect(() => onNarrationRegenerationRequested(() => void regenerate()), [regenerate]);

  useMediaSession({
    title: flow.narration?.title ?? null,
    artist: flow.place?.name ?? '',
    artworkUrl: flow.narration?.heroImageUrl ?? flow.narration?.photoUrls?.[0] ?? null,
    playing: player.playing,
    play: player.play,
    pause: player.pause,
    skip: player.skip,
    seekTo: player.seekTo,
    next: () => void channel.advance(),
  });

  const start = useCallback(() => {
    void loadNarrationStage(); // fetched while the GPS locates
    // The listener's auto-play choice, known long before the story arrives (NarrationAudio reads it).
    void queryClient.prefetchQuery(sessionQueryOptions);
    setFollowGps(true);
    void flow.start((place) => channel.firstTheme(place));
  }, [flow, channel, queryClient]);

  /** A place chosen by name (address search, recent location, spoken place). */
  const tellAbout = useCallback(
    (place: Place) => {
      void loadNarrationStage();
      void queryClient.prefetchQuery(sessionQueryOptions);
      setFollowGps(false);
      void flow.tell(place, channel.firstTheme(place));
    },
    [flow, channel, queryClient],
  );

  // Start pressed on the first paint, before the scripts had loaded: the press counts.
  useEffect(() => {
    if (takeEarlyStart()) start();
    // Once, at mount: takeEarlyStart answers true a single time, so a later run would not start again.
  }, [start]);

  // Back online, live stories return: the next one at the place (a story still playing first ends),
  // or a first one if Start was pressed.
  const wasOnline = useRef(online);
  useEffect(() => {
    const returned = online && !wasOnline.current;
    wasOnline.current = online;
    if (!returned || busy) return;
    if (narration && !player.playing) void channel.advance();
    else if (!narration && followGps) start();
  });

  const voice = useVoiceActions({
    flow,
    channel,
    player,
    theme,
    position,
    start,
    tellAbout,
    offerChoices,
    changeTheme,
  });

  function changeTheme(next: ThemeId) {
    setTheme(next);
    // SPEC §4: choosing a fixed theme while a story is on screen tells a new one in that theme.
    if (next !== FALLBACK_THEME_ID && flow.narration && flow.place && !busy) void channel.retell(next);
  }

  return (
    <div className="relative flex h-dvh flex-col text-white">
      <ThemeArt themeId={artTheme} dim={Boolean(flow.narration)} />
      <ExplorerHeader
        theme={theme}
        onThemeChange={changeTheme}
        duration={duration}
        onDurationChange={setDuration}
        locationPanelOpen={panelOpen}
        onLocationPanelToggle={() => {
          setOffer(null);
          setPanelOpen((open) => !open);
        }}
        tools={<MapToggleButton open={mapOpen} onToggle={() => setMapOpen((open) => !open)} />}
      />
      {mapOpen && (
        <ExplorerMap
          position={position ?? place}
          trail={trail}
          places={narration?.placesInfo ?? []}
          mode={mapMode}
          onModeChange={setMapMode}
          onClose={() => setMapOpen(false)}
          accentClass={getTheme(artTheme).accentClass}
        />
      )}
      {panelOpen && (
        <Suspense fallback={null}>
          <LocationPanel
            // A new offer is a new panel: its field and choices start from the offer.
            key={offer ? `${offer.query}-${offer.candidates.length}` : 'typed'}
            open
            onClose={() => {
              setPanelOpen(false);
              setOffer(null);
            }}
            onLocate={tellAbout}
            near={position ?? place}
            offer={offer}
          />
        </Suspense>
      )}
      <main
        className={
          sideBySide
            ? 'mx-auto grid min-h-0 w-full max-w-7xl flex-1 grid-cols-[minmax(0,1fr)_minmax(24rem,34rem)] grid-rows-[minmax(0,1fr)_auto] gap-x-6 px-6'
            : 'flex min-h-0 flex-1 flex-col'
        }
      >
        {!online ? (
          <Suspense fallback={<div className="flex-1" />}>
            <ExplorerOffline onReplay={player.pause} />
          </Suspense>
        ) : flow.narration && flow.place ? (
          <>
            <h1 className="sr-only">{t('app.name')}</h1>
            <Suspense fallback={<div className="flex-1" />}>
              <NarrationStage narration={flow.narration} placeName={flow.place.name} sideBySide={sideBySide} />
            </Suspense>
          </>
        ) : (
          <ExplorerHero />
        )}
        <div
          className={`flex w-full flex-col gap-3 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] ${sideBySide ? 'col-start-2 row-start-2' : 'mx-auto max-w-2xl bg-linear-to-t from-black/80 to-transparent px-5'}`}
        >
          {flow.narration && (
            <NarrationAudio
              src={flow.narration.audioUrl}
              player={player}
              onStarted={() => {
                channel.onPlaybackStarted();
                keepHeard();
              }}
              onEnded={() => {
                voice.segmentEnded();
                // Offline, the next story waits for the network (see above) rather than failing.
                if (online) void channel.advance();
              }}
            />
          )}
          {online && <FlowStatus phase={flow.phase} placeName={flow.place?.name} error={flow.error} />}
          {!flow.narration && online && (
            <button
              type="button"
              onClick={start}
              disabled={busy}
              className="mx-auto inline-flex min-h-16 w-full max-w-sm items-center justify-center gap-3 rounded-full bg-white px-8 text-xl font-bold text-zinc-950 shadow-xl ring-4 ring-white/25 hover:bg-zinc-200 disabled:opacity-70"
            >
              <Navigation aria-hidden className="size-6" />
              {t('explorer.start')}
            </button>
          )}
          <div className="flex items-center gap-3">
            <div className="min-w-0 flex-1">
              <ExplorerVoice actions={voice.actions} language={currentLanguage()} />
            </div>
            {flow.narration && (
              <button
                type="button"
                className={`${buttonStyles.secondary} shrink-0`}
                onClick={() => void channel.advance()}
                disabled={busy}
              >
                <SkipForward aria-hidden className="size-5" />
                {t('explorer.nextStory')}
              </button>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
