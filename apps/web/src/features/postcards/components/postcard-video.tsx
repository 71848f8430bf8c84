import { useTranslation } from 'react-i18next';
import type { PublicPostcard } from '@roamcast/shared/schemas/share-pages';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The optional animated postcard: playable once completed, a status line while it is pending or being
 * made (the page asks again meanwhile), and nothing at all when it failed or none was asked for.
 */
export function PostcardVideo({ postcard }: { postcard: PublicPostcard }) {
  const { t } = useTranslation();
  const status = postcard.videoGenerationStatus;
  if (status === 'completed' && postcard.videoUrl) {
    return (
      <section aria-labelledby="postcard-video">
        <h2 id="postcard-video" className="sr-only">
          {t('postcards.page.videoTitle')}
        </h2>
        <video
          src={postcard.videoUrl}
          controls
          playsInline
          preload="metadata"
          poster={postcard.previewUrl ?? postcard.imageUrl}
          aria-label={t('postcards.page.videoTitle')}
          className="w-full rounded-2xl bg-black"
        />
      </section>
    );
  }
  if (status !== 'pending' && status !== 'processing') return null;
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl bg-white/5 px-4 py-3 text-zinc-200">
      <Spinner />
      {t(status === 'pending' ? 'postcards.page.videoPending' : 'postcards.page.videoProcessing')}
    </p>
  );
}
