import { useTranslation } from 'react-i18next';
import type { SlideshowStats } from '@roamcast/shared/schemas/slideshow';

const COUNTS = [
  ['viewCount', 'slideshow.views'],
  ['uniqueViewers', 'slideshow.uniqueViewers'],
  ['completionCount', 'slideshow.completions'],
  ['ctaClicks', 'slideshow.ctaClicks'],
] as const;

/** The owner's view of a slideshow's audience: views, unique viewers, completions and CTA clicks. */
export function SlideshowStatsList({ stats }: { stats: SlideshowStats }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="slideshow-stats" className="flex flex-col gap-2">
      <h3 id="slideshow-stats" className="font-semibold text-zinc-200">
        {t('slideshow.statsTitle')}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {COUNTS.map(([field, label]) => (
          <div key={field} className="flex flex-col-reverse rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
            <dt className="text-sm text-zinc-300">{t(label)}</dt>
            <dd className="text-2xl font-bold" data-testid={`slideshow-${field}`}>
              {stats[field]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
