import { Clock, Globe, MapPin, Phone, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLACE_MODAL } from '@roamcast/shared/catalog/constants';
import type { PlaceDetails } from '@roamcast/shared/schemas/places';
import { buttonStyles } from '../ui/button-styles';
import { placePhotoUrl } from '../../lib/places/get-place-details';
import { PlaceReviews } from './place-reviews';

const linkClass = `${buttonStyles.link} gap-2`;
// The body is not schema-checked on the way in, so absent fields are treated like nulls (== null).
// Only web addresses become links: a javascript: URL from upstream data must never be clickable.
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** SPEC §3 "Place details (as displayed)", capped at 4 photos (SPEC §9). */
export function PlaceDetailsBody({ details }: { details: PlaceDetails }) {
  const { t, i18n } = useTranslation();
  const name = details.name ?? t('explorerMap.place.title');
  const photos = (details.photoReferences ?? []).slice(0, PLACE_MODAL.maxPhotos);
  const hours = details.opening_hours?.weekday_text ?? [];
  const website = details.website && isWebUrl(details.website) ? details.website : null;

  return (
    <div className="flex flex-col gap-4 pb-2">
      {(details.rating != null || details.price_level != null) && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-zinc-200">
          {details.rating != null && (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
              <span className="sr-only">{t('explorerMap.place.rating', { rating: details.rating })}</span>
              <span aria-hidden>{details.rating}</span>
            </span>
          )}
          {details.user_ratings_total != null && (
            <span>
              {t('explorerMap.place.ratingsTotal', {
                total: details.user_ratings_total.toLocaleString(i18n.resolvedLanguage),
              })}
            </span>
          )}
          {details.price_level != null && details.price_level > 0 && (
            <span aria-label={t('explorerMap.place.priceLevel', { level: details.price_level })}>
              {'$'.repeat(details.price_level)}
            </span>
          )}
        </p>
      )}
      {details.formatted_address && (
        <p className="flex items-start gap-2 text-zinc-100">
          <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
          {details.formatted_address}
        </p>
      )}
      {photos.length > 0 && (
        <section aria-label={t('explorerMap.place.photos')}>
          <ul className="grid grid-cols-2 gap-2">
            {photos.map((reference, index) => (
              <li key={reference}>
                <img
                  src={placePhotoUrl(reference)}
                  alt={t('explorerMap.place.photoAlt', { index: index + 1, name })}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-xl bg-zinc-800 object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {hours.length > 0 && (
        <section>
          <h3 className="mb-1 flex items-center gap-2 font-semibold">
            <Clock aria-hidden className="size-4" />
            {t('explorerMap.place.hours')}
          </h3>
          <ul className="text-sm text-zinc-200">
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {(details.formatted_phone_number || website) && (
        <div className="flex flex-wrap gap-x-5">
          {details.formatted_phone_number && (
            <a
              href={`tel:${details.formatted_phone_number.replace(/[^\d+]/g, '')}`}
              className={linkClass}
              aria-label={`${t('explorerMap.place.phone')}: ${details.formatted_phone_number}`}
            >
              <Phone aria-hidden className="size-4" />
              {details.formatted_phone_number}
            </a>
          )}
          {website && (
            <a href={website} target="_blank" rel="noopener noreferrer" className={linkClass}>
              <Globe aria-hidden className="size-4" />
              {t('explorerMap.place.website')}
            </a>
          )}
        </div>
      )}
      <PlaceReviews reviews={details.reviews ?? []} />
    </div>
  );
}
