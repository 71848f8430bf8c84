import type { ReactNode } from 'react';
import type { CardTour } from './card-tour';
import { TourCard } from './tour-card';

interface TourGridProps {
  tours: readonly CardTour[];
  selectedId: string | null;
  busyText: (tourId: string) => string | undefined;
  onToggle: (tour: CardTour) => void;
  label: string;
}

/** One column on a phone, two from the small breakpoint, three on a laptop. */
export function TourGrid({ tours, selectedId, busyText, onToggle, label }: TourGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {tours.map((tour) => (
        <TourCard
          key={tour.id}
          tour={tour}
          selected={tour.id === selectedId}
          busyText={busyText(tour.id)}
          onToggle={() => onToggle(tour)}
        />
      ))}
    </ul>
  );
}

/** A grid's section: its heading, then the cards or what to say instead of them. */
export function GridSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Said in place of a grid: nothing yet, nothing matching, or a failure with its way out. */
export function GridNote({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-white/5 p-4 text-zinc-200 ring-1 ring-white/10">
      {children}
    </div>
  );
}
