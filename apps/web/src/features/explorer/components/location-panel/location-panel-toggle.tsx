import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The panel's element id, so the header toggle can point at what it opens. */
export const LOCATION_PANEL_ID = 'explorer-location-panel';

const base = 'inline-flex size-11 shrink-0 items-center justify-center rounded-full ring-1 backdrop-blur';
const looks = {
  open: `${base} bg-white text-zinc-950 ring-white hover:bg-zinc-200`,
  closed: `${base} bg-black/45 text-white ring-white/20 hover:bg-black/65`,
};

interface LocationPanelToggleProps {
  open: boolean;
  onToggle: () => void;
}

/** Header button that opens and closes the location panel. */
export function LocationPanelToggle({ open, onToggle }: LocationPanelToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={open ? looks.open : looks.closed}
      aria-label={t('locationPanel.toggle')}
      aria-expanded={open}
      aria-controls={LOCATION_PANEL_ID}
      onClick={onToggle}
    >
      <MapPin aria-hidden className="size-5" />
    </button>
  );
}
