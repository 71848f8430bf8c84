import { Hourglass, MapPinOff, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { PageMessage } from '../../../components/page-message';

export function SlideshowLoading() {
  const { t } = useTranslation();
  return <PageMessage live icon={<Spinner className="size-10" />} title={t('slideshow.loading')} />;
}

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={buttonStyles.primary}>
      {t('common.goHome')}
    </Link>
  );
}

/** SPEC §8 'Slideshow Not Found': an unknown or switched-off link. */
export function SlideshowNotFound() {
  const { t } = useTranslation();
  return (
    <PageMessage icon={<MapPinOff aria-hidden className="size-12 text-zinc-300" />} title={t('slideshow.notFound')}>
      <p className="max-w-md text-lg text-zinc-200">{t('slideshow.notFoundHint')}</p>
      <HomeLink />
    </PageMessage>
  );
}

/** SPEC §8 'Tour Not Ready': the tour has no narrations yet. */
export function SlideshowNotReady() {
  const { t } = useTranslation();
  return (
    <PageMessage icon={<Hourglass aria-hidden className="size-12 text-amber-300" />} title={t('slideshow.notReady')}>
      <p className="max-w-md text-lg text-zinc-200">{t('slideshow.notReadyHint')}</p>
      <HomeLink />
    </PageMessage>
  );
}

export function SlideshowLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageMessage
      icon={<TriangleAlert aria-hidden className="size-12 text-amber-300" />}
      title={t('slideshow.loadFailed')}
    >
      <button type="button" className={buttonStyles.primary} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </PageMessage>
  );
}
