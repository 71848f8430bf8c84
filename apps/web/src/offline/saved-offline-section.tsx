import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ThemeArt } from '../components/theme-art';
import type { SavedTour } from './saved-tours';

/** My Tours with no network: the tours saved on this device come first, each opening in the player. */
export function SavedOfflineSection({ tours }: { tours: readonly SavedTour[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="saved-offline-heading" className="flex flex-col gap-3">
      <h2 id="saved-offline-heading" className="text-xl font-bold">
        {t('offline.offlineNow')} · {t('offline.savedBadge')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tours.flatMap(({ routeId, name, route }) => {
          if (!route) return [];
          const cover = route.customImageUrl || route.aiImageUrl || route.thumbnailUrl;
          return (
            <li key={routeId} className="relative flex overflow-hidden rounded-2xl bg-zinc-900 ring-2 ring-white/10">
              <div className="relative aspect-square w-24 shrink-0 overflow-hidden">
                {cover ? (
                  <img src={cover} alt="" className="absolute inset-0 size-full object-cover" />
                ) : (
                  <ThemeArt themeId={route.theme ?? 'auto_channel'} className="absolute inset-0" />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col justify-center gap-1 p-3">
                <Link
                  to={`/play/${routeId}`}
                  className="text-lg leading-snug font-bold after:absolute after:inset-0 after:content-['']"
                >
                  {name}
                </Link>
                <p className="flex items-center gap-1 text-sm text-emerald-200">
                  <CheckCircle2 aria-hidden className="size-4" />
                  {t('offline.available')}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
