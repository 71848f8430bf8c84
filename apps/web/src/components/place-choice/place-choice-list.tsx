import { useEffect, useId, useRef } from 'react';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { candidateLine, type PlaceCandidate } from '../../lib/geocode';

interface PlaceChoiceListProps {
  candidates: PlaceCandidate[];
  onChoose: (candidate: PlaceCandidate) => void;
  /** Escape: the list closes and the caller puts focus back in its field. */
  onDismiss: () => void;
}

/**
 * "Did you mean…": the places a search may mean, best first, one button each. Focus moves to the
 * first when the list appears, so a keyboard or screen reader lands in the labelled list.
 */
export function PlaceChoiceList({ candidates, onChoose, onDismiss }: PlaceChoiceListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    list.current?.querySelector('button')?.focus();
  }, [candidates]);

  return (
    <section
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Only the list closes; a panel or dialog around it stays open.
        event.preventDefault();
        event.stopPropagation();
        onDismiss();
      }}
      className="mt-2 rounded-xl bg-zinc-950/70 p-2 ring-1 ring-white/20"
    >
      <h3 id={headingId} className="px-1 pb-2 text-sm font-semibold text-zinc-100">
        {t('placeChoice.didYouMean')}
      </h3>
      <ul ref={list} aria-labelledby={headingId} className="flex flex-col gap-1.5">
        {candidates.map((candidate) => (
          <li key={`${candidate.lat},${candidate.lng},${candidate.name}`}>
            <button
              type="button"
              onClick={() => onChoose(candidate)}
              className="flex min-h-11 w-full items-center gap-3 rounded-lg bg-white/5 px-3 py-2 text-start text-white ring-1 ring-white/15 hover:bg-white/15"
            >
              <MapPin aria-hidden className="size-5 shrink-0 text-zinc-300" />
              <span className="min-w-0 flex-1 break-words">{candidateLine(candidate)}</span>
              <span className="sr-only">, </span>
              <span className="shrink-0 rounded-full bg-white/10 px-2 py-0.5 text-xs font-medium text-zinc-200">
                {t(`placeChoice.kinds.${candidate.kind}`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
