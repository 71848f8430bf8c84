import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageStop } from '../logic/page-tour';

/** One chip per stop; the current one is marked (aria-current) and each moves the tour there. */
export const StopChips = memo(function StopChips({
  stops,
  index,
  onSelect,
}: {
  stops: PageStop[];
  index: number;
  onSelect: (i: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sharedTour.stops')}>
      <ol className="flex gap-2 overflow-x-auto pb-1">
        {stops.map((stop) => {
          const current = stop.index === index;
          const name = stop.name || t('sharedTour.stopNumber', { number: stop.index + 1 });
          return (
            <li key={stop.index} className="shrink-0">
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                aria-label={t('sharedTour.stopChip', { number: stop.index + 1, name })}
                onClick={() => onSelect(stop.index)}
                className={`inline-flex min-h-11 max-w-56 items-center gap-2 rounded-full px-3 text-sm font-semibold ring-1 ${current ? 'bg-white text-zinc-950 ring-white' : 'bg-black/45 text-white ring-white/25 hover:bg-black/65'}`}
              >
                <span aria-hidden className="tabular-nums">
                  {stop.index + 1}
                </span>
                <span className="truncate">{name}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
