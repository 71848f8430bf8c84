import { useCallback, useRef } from 'react';
import { FALLBACK_THEME_ID, THEME_IDS, type ThemeId } from '@roamcast/shared/catalog/themes';
import { forwardGeocode, needsChoice, type PlaceCandidate } from '../../../lib/geocode';
import { currentLanguage } from '../../../lib/i18n';
import type { Coordinates } from '../../../lib/geolocation';
import type { ExplorerVoiceActions } from '../components/voice/explorer-voice-actions';
import type { Place, useNarrationFlow } from './use-narration-flow';
import type { NarrationPlayer } from '../../../lib/audio/use-narration-player';
import type { useStoryChannel } from './use-story-channel';

interface VoiceActionsInput {
  flow: ReturnType<typeof useNarrationFlow>;
  channel: ReturnType<typeof useStoryChannel>;
  player: NarrationPlayer;
  theme: ThemeId;
  position: Coordinates | null;
  start(): void;
  tellAbout(place: Place): void;
  /** A spoken place that may mean several: offer them as a typed search would ("Did you mean…"). */
  offerChoices(offer: PlaceOffer): void;
  changeTheme(theme: ThemeId): void;
}

/** What a spoken place name may mean, for the location panel to offer. */
export interface PlaceOffer {
  query: string;
  candidates: PlaceCandidate[];
}

/** "Change theme" with no theme named moves to the next one of the catalogue. */
function nextCatalogueTheme(current: ThemeId): ThemeId {
  return THEME_IDS[(THEME_IDS.indexOf(current) + 1) % THEME_IDS.length]!;
}

/**
 * What spoken commands do in the Explorer (SPEC §4 voice commands), plus the audio-ended signal that
 * an "answer later" question waits for.
 */
export function useVoiceActions(input: VoiceActionsInput) {
  const segmentEndListeners = useRef(new Set<() => void>());
  const { flow, channel, player, theme, position, start, tellAbout, offerChoices, changeTheme } = input;
  const busy = flow.phase === 'locating' || flow.phase === 'naming' || flow.phase === 'writing';

  const setLocation = useCallback(
    async (placeName: string) => {
      try {
        // Ranked and asked about as a typed search is: nearer namesakes first, "Did you mean…" when unclear.
        const found = await forwardGeocode(placeName, currentLanguage(), position ?? flow.place);
        if (!found) flow.fail({ key: 'locationPanel.addressNotFound' });
        else if (needsChoice(found)) offerChoices({ query: placeName, candidates: found.candidates });
        else tellAbout({ lat: found.lat, lng: found.lng, name: found.name || placeName });
      } catch (error) {
        console.warn('Geocoding a spoken place failed', error);
        flow.fail({ key: 'locationPanel.geocodeFailed' });
      }
    },
    [flow, tellAbout, offerChoices, position],
  );

  const actions: ExplorerVoiceActions = {
    setLocation: (placeName) => void setLocation(placeName),
    setTheme: (next) => changeTheme(next ?? nextCatalogueTheme(theme)),
    play: player.play,
    pause: player.pause,
    skip: player.skip,
    next: () => void channel.advance(),
    generate: () => {
      if (!flow.place) return start();
      if (theme === FALLBACK_THEME_ID) void channel.advance();
      else void channel.retell(theme);
    },
    context: () =>
      flow.narration && flow.place
        ? {
            location: { ...flow.narration.location, name: flow.place.name },
            narrationText: flow.narration.narrationText,
            theme: flow.narration.theme,
          }
        : null,
    currentLocation: () => position ?? flow.place,
    isNarrationPending: () => busy || player.playing,
    subscribeSegmentEnd: (listener) => {
      segmentEndListeners.current.add(listener);
      return () => segmentEndListeners.current.delete(listener);
    },
  };

  /** Call when the narration audio ends. */
  const segmentEnded = useCallback(() => segmentEndListeners.current.forEach((listener) => listener()), []);

  return { actions, segmentEnded };
}
