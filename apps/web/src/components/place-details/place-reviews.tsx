import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLACE_MODAL } from '@roamcast/shared/catalog/constants';
import type { PlaceReview } from '@roamcast/shared/schemas/places';

/** At most 3 reviews (SPEC §9), in the order the maps service ranks them. */
export function PlaceReviews({ reviews }: { reviews: readonly PlaceReview[] }) {
  const { t } = useTranslation();
  const shown = reviews.slice(0, PLACE_MODAL.maxReviews);
  if (shown.length === 0) return null;
  return (
    <section>
      <h3 className="mb-2 font-semibold">{t('explorerMap.place.reviews')}</h3>
      <ul className="flex flex-col gap-3">
        {shown.map((review, index) => (
          <li key={`${review.author_name}-${index}`} className="rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
            <p className="flex flex-wrap items-center gap-x-2 text-sm">
              <span className="font-semibold">{review.author_name}</span>
              {review.rating != null && (
                <span className="inline-flex items-center gap-1 text-zinc-200">
                  <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                  {t('explorerMap.place.reviewRating', { rating: review.rating })}
                </span>
              )}
              <span className="text-zinc-300">{review.relative_time_description}</span>
            </p>
            {review.text && (
              <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-zinc-100">{review.text}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
