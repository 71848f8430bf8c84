import { useId } from 'react';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecentLocation } from '../../hooks/use-recent-locations';

interface RecentLocationListProps {
  places: RecentLocation[];
  disabled: boolean;
  onPick: (place: RecentLocation) => void;
}

/** The newest recent places, one tap each; nothing at all before the first story. */
export function RecentLocationList({ places, disabled, onPick }: RecentLocationListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (places.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-zinc-200">
        {t('locationPanel.recent')}
      </h3>
      <ul className="flex flex-col gap-2">
        {places.map((place) => (
          <li key={`${place.name}-${place.timestamp}`}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(place)}
              className="flex min-h-11 w-full items-center gap-3 rounded-xl bg-white/5 px-3 text-start text-white ring-1 ring-white/15 hover:bg-white/15 disabled:opacity-60"
            >
              <History aria-hidden className="size-5 shrink-0 text-zinc-300" />
              <span className="min-w-0 flex-1 py-2 break-words">{place.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
