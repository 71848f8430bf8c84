import { Download, Route as RouteIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicPostcard } from '@roamcast/shared/schemas/share-pages';
import { ThemeArt } from '../../../components/theme-art';
import { buttonStyles } from '../../../components/ui/button-styles';
import { usePostcardDownload } from '../hooks/use-postcard-download';
import { PostcardDetails } from './postcard-details';
import { PostcardStatusLine } from './postcard-status-line';
import { PostcardVideo } from './postcard-video';
import { VoiceMessage } from './voice-message';

/**
 * A postcard as a visitor sees it (SPEC §2): the picture first, then the voice message, the video,
 * the trip's facts and, in thumb reach at the bottom, Download Postcard and 'Create Your Own Tour'.
 * From 1024 px the picture and the rest sit side by side.
 */
export function PostcardView({ postcard }: { postcard: PublicPostcard }) {
  const { t } = useTranslation();
  const { message, download, downloading } = usePostcardDownload(postcard.imageUrl, postcard.tourName);
  return (
    <main className="relative mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 pt-6 pb-32 text-white lg:grid lg:grid-cols-[3fr_2fr] lg:items-start lg:gap-8 lg:px-8">
      <ThemeArt themeId="auto_channel" dim />
      <h1 className="text-2xl font-bold sm:text-3xl lg:col-span-2">{postcard.tourName}</h1>
      <img
        src={postcard.previewUrl ?? postcard.imageUrl}
        alt={t('postcards.page.imageAlt', { name: postcard.tourName })}
        width={1600}
        height={1000}
        fetchPriority="high"
        // The box keeps the offline compositor's 16:10 whatever the picture's own size: nothing moves as it arrives.
        className="aspect-[8/5] h-auto w-full rounded-2xl bg-zinc-900 object-contain shadow-2xl ring-1 ring-white/15"
      />
      <div className="flex flex-col gap-4">
        <VoiceMessage audioUrl={postcard.audioUrl} transcript={postcard.voiceMessage} />
        <PostcardVideo postcard={postcard} />
        <PostcardDetails postcard={postcard} />
      </div>
      <div className="fixed inset-x-0 bottom-0 z-20 flex gap-2 bg-zinc-950/90 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:justify-center">
        <button
          type="button"
          className={`${buttonStyles.primary} flex-1 sm:flex-none`}
          onClick={() => void download()}
          disabled={downloading}
        >
          <Download aria-hidden className="size-5" />
          {t('postcards.page.download')}
        </button>
        <Link to="/tour-maker/make" className={`${buttonStyles.secondary} flex-1 sm:flex-none`}>
          <RouteIcon aria-hidden className="size-5" />
          {t('postcards.page.createOwn')}
        </Link>
      </div>
      <PostcardStatusLine message={message} />
    </main>
  );
}
