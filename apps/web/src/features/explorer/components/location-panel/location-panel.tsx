import { useCallback, useEffect, useId, useRef } from 'react';
import { LocateFixed, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import type { Coordinates } from '../../../../lib/geolocation';
import type { PlaceCandidate } from '../../../../lib/geocode';
import { useRecentLocations } from '../../hooks/use-recent-locations';
import { AddressForm } from './address-form';
import { LOCATION_PANEL_ID } from './location-panel-toggle';
import { RecentLocationList } from './recent-location-list';
import { usePlaceFinder, type FoundPlace } from './use-place-finder';

interface LocationPanelProps {
  open: boolean;
  onClose: () => void;
  /** A place was chosen (GPS fix, address found or recent place); the panel closes itself after. */
  onLocate: (place: FoundPlace) => void;
  /** The listener's position (or the story's place), when known: an address search ranks nearer places first. */
  near?: Coordinates | null;
  /** Places a spoken name may mean: the panel opens on them, the name in the field. */
  offer?: { query: string; candidates: PlaceCandidate[] } | null;
}

/** Where should the story be? GPS, an address, or a recent place (SPEC §2 header, §4, §5). */
export function LocationPanel({ open, onClose, onLocate, near, offer }: LocationPanelProps) {
  // The region stays in the page so the toggle's aria-controls always points at something.
  return (
    <section id={LOCATION_PANEL_ID} hidden={!open} className="relative z-30 mx-auto w-full max-w-3xl px-4 pt-2">
      {open && <PanelContent onClose={onClose} onLocate={onLocate} near={near} offer={offer} />}
    </section>
  );
}

function PanelContent({ onClose, onLocate, near, offer }: Omit<LocationPanelProps, 'open'>) {
  const { t } = useTranslation();
  const headingId = useId();
  const gpsErrorId = useId();
  const gpsButton = useRef<HTMLButtonElement>(null);
  const { shown } = useRecentLocations();

  const choose = useCallback(
    (place: FoundPlace) => {
      onLocate({ lat: place.lat, lng: place.lng, name: place.name });
      onClose();
    },
    [onLocate, onClose],
  );
  const finder = usePlaceFinder(choose, near, offer?.candidates);
  const offered = Boolean(offer?.candidates.length);
  const busy = finder.busy !== 'idle';
  const gpsError = finder.error?.source === 'gps' ? finder.error.key : null;
  const addressError = finder.error?.source === 'address' ? finder.error.key : null;

  // Focus moves in on open and, once the panel is gone, back to where it was (the toggle).
  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Offered choices take the focus themselves (the list focuses its first place).
    if (!offered) gpsButton.current?.focus();
    return () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const progress =
    finder.busy === 'locating'
      ? t('explorer.locating')
      : finder.busy === 'searching'
        ? t('locationPanel.searching')
        : '';

  return (
    <div
      role="region"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      className="flex flex-col gap-4 rounded-2xl bg-zinc-900/95 p-4 text-white shadow-2xl ring-1 ring-white/15 backdrop-blur"
    >
      <div className="flex items-center gap-2">
        <h2 id={headingId} className="flex-1 text-lg font-bold">
          {t('locationPanel.title')}
        </h2>
        <button type="button" className={buttonStyles.icon} aria-label={t('common.close')} onClick={onClose}>
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div>
        <button
          ref={gpsButton}
          type="button"
          className={`${buttonStyles.secondary} w-full`}
          disabled={busy}
          aria-describedby={gpsError ? gpsErrorId : undefined}
          onClick={() => void finder.locate()}
        >
          {finder.busy === 'locating' ? <Spinner /> : <LocateFixed aria-hidden className="size-5" />}
          {finder.busy === 'locating' ? t('explorer.locating') : t('locationPanel.useGps')}
        </button>
        {gpsError && (
          <p
            id={gpsErrorId}
            role="alert"
            className="mt-2 rounded-lg bg-red-950/85 px-3 py-2 text-sm font-medium text-red-50"
          >
            {t(gpsError)}
          </p>
        )}
      </div>
      <AddressForm
        busy={busy}
        searching={finder.busy === 'searching'}
        errorKey={addressError}
        onSearch={(address) => void finder.search(address)}
        choices={finder.choices}
        onChoose={finder.choose}
        onDismissChoices={finder.dismissChoices}
        initialAddress={offer?.query}
      />
      <p role="status" className="sr-only">
        {progress}
      </p>
      <RecentLocationList places={shown} disabled={busy} onPick={choose} />
    </div>
  );
}
