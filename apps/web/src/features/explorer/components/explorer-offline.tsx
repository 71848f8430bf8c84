import { useEffect, useState } from 'react';
import { CheckCircle2, Headphones, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listRecentStories, type RecentStory } from '../../../offline/recent-stories';
import { useSavedTours } from '../../../offline/use-saved-tours';
import type { SavedTour } from '../../../offline/saved-tours';
import { RecentStoryReplay } from './recent-story-replay';

/** Where a saved copy opens: the player for a tour, the shared page for a visitor's copy. */
function savedAddress(tour: SavedTour): string {
  return tour.shared ? `/tour/${encodeURIComponent(tour.shared.shareCode)}` : `/play/${tour.routeId}`;
}

/**
 * The Explorer with no network (issue 22): says You're offline instead of failing, and offers what
 * plays without one, the tours saved on this device and the last stories heard, kept with their audio.
 * The screen goes back to live stories by itself when the network returns (explorer-screen.tsx).
 */
export default function ExplorerOffline({ onReplay }: { onReplay: () => void }) {
  const { t } = useTranslation();
  const saved = useSavedTours();
  const [stories, setStories] = useState<RecentStory[]>([]);
  const [chosen, setChosen] = useState<RecentStory | null>(null);
  useEffect(() => {
    let live = true;
    listRecentStories().then(
      (kept) => live && setStories(kept),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const item =
    'flex min-h-11 w-full items-center gap-3 rounded-2xl bg-black/55 px-4 py-3 text-start ring-1 ring-white/15';
  return (
    <section
      aria-labelledby="explorer-offline-heading"
      className="mx-auto flex w-full max-w-2xl min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-6"
    >
      <h1 id="explorer-offline-heading" className="flex items-center gap-3 text-3xl font-extrabold drop-shadow">
        <WifiOff aria-hidden className="size-8" />
        {t('offline.offlineNow')}
      </h1>
      <p className="text-zinc-100 drop-shadow">{t('offline.explorerHint')}</p>

      <h2 className="text-xl font-bold">{t('offline.savedTours')}</h2>
      {saved.length === 0 ? (
        <p className="text-zinc-300">{t('offline.noSaved')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {saved.map((tour) => (
            <li key={tour.routeId}>
              <Link to={savedAddress(tour)} className={`${item} font-semibold hover:bg-black/70`}>
                <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-300" />
                {tour.name}
              </Link>
            </li>
          ))}
        </ul>
      )}

      {stories.length > 0 && (
        <>
          <h2 className="text-xl font-bold">{t('offline.recentStories')}</h2>
          {chosen && <RecentStoryReplay key={chosen.id} story={chosen} />}
          <ul className="flex flex-col gap-2">
            {stories.map((story) => (
              <li key={story.id}>
                <button
                  type="button"
                  aria-pressed={chosen?.id === story.id}
                  onClick={() => {
                    onReplay(); // the live story, if one was playing, makes way
                    setChosen(story);
                  }}
                  className={`${item} hover:bg-black/70`}
                >
                  <Headphones aria-hidden className="size-5 shrink-0" />
                  <span className="min-w-0">
                    <span className="block font-semibold">{story.narration.title}</span>
                    <span className="block text-sm text-zinc-300">{story.placeName}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
