import { PartyPopper, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { SlideshowBackdrop } from './slideshow-backdrop';

/** SPEC §2 completion call to action: 'Get Started Free' for a free creator, else the product's name. */
export function SlideshowComplete({
  tourName,
  coverUrl,
  creatorIsFree,
  onJoin,
  onReplay,
}: {
  tourName: string;
  coverUrl: string | null;
  creatorIsFree: boolean;
  onJoin: () => void;
  onReplay: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center gap-5 px-6 py-12 text-center text-white">
      <SlideshowBackdrop url={coverUrl} alt="" />
      <PartyPopper aria-hidden className="size-14 text-amber-300" />
      <h1 ref={heading} tabIndex={-1} className="text-4xl font-bold outline-none">
        {t('slideshow.complete')}
      </h1>
      <p className="max-w-md text-lg text-zinc-100">{t('slideshow.completeText', { name: tourName })}</p>
      <div className="flex w-full max-w-sm flex-col gap-3">
        <Link to="/" onClick={onJoin} className={`${buttonStyles.primary} min-h-14 text-lg`}>
          {creatorIsFree ? t('slideshow.getStartedFree') : t('app.name')}
        </Link>
        <button type="button" onClick={onReplay} className={buttonStyles.secondary}>
          <RotateCcw aria-hidden className="size-5" />
          {t('slideshow.replay')}
        </button>
      </div>
    </main>
  );
}
