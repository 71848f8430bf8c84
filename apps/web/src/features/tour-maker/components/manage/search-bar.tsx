import { useId } from 'react';
import { RefreshCw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';

interface SearchBarProps {
  query: string;
  onQueryChange: (query: string) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The search box (both grids, as you type) and Refresh (fetches both lists again). */
export function SearchBar({ query, onQueryChange, refreshing, onRefresh }: SearchBarProps) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <div role="search" className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-zinc-200">
          {t('myTours.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-zinc-400"
          />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={t('myTours.searchPlaceholder')}
            className="min-h-11 w-full rounded-xl bg-white/10 ps-10 pe-3 text-base text-white ring-1 ring-white/25 placeholder:text-zinc-400"
          />
        </div>
      </div>
      <button type="button" className={buttonStyles.secondary} onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden className={`size-5 ${refreshing ? 'motion-safe:animate-spin' : ''}`} />
        <span className="sr-only sm:not-sr-only">{t('myTours.refresh')}</span>
      </button>
    </div>
  );
}
