import { Flag, MapPin, Palette, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicPostcard } from '@roamcast/shared/schemas/share-pages';

/** Start and destination, up to 3 highlights and the style preset's label (SPEC §2). */
export function PostcardDetails({ postcard }: { postcard: PublicPostcard }) {
  const { t } = useTranslation();
  const style = t(`postcards.styles.${postcard.stylePreset}.name`);
  const styleLabel = postcard.variant
    ? t('postcards.page.styleWithVariant', { style, variant: t(`postcards.variants.${postcard.variant}`) })
    : style;
  const row = 'flex items-start gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-emerald-300';
  return (
    <dl className="grid gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/15">
      {postcard.startPoint && (
        <div className={row}>
          <MapPin aria-hidden className={icon} />
          <div>
            <dt className="text-sm text-zinc-300">{t('postcards.page.start')}</dt>
            <dd className="font-semibold">{postcard.startPoint}</dd>
          </div>
        </div>
      )}
      {postcard.destination && (
        <div className={row}>
          <Flag aria-hidden className={icon} />
          <div>
            <dt className="text-sm text-zinc-300">{t('postcards.page.destination')}</dt>
            <dd className="font-semibold">{postcard.destination}</dd>
          </div>
        </div>
      )}
      {postcard.highlights.length > 0 && (
        <div className={row}>
          <Sparkles aria-hidden className={icon} />
          <div>
            <dt className="text-sm text-zinc-300">{t('postcards.page.highlights')}</dt>
            <dd>
              <ul className="list-inside list-disc font-semibold">
                {postcard.highlights.slice(0, 3).map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </dd>
          </div>
        </div>
      )}
      <div className={row}>
        <Palette aria-hidden className={icon} />
        <div>
          <dt className="text-sm text-zinc-300">{t('postcards.page.style')}</dt>
          <dd className="font-semibold">{styleLabel}</dd>
        </div>
      </div>
    </dl>
  );
}
