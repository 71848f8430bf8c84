import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';

/** SPEC §8: 'Tour Not Found' with 'The tour you're looking for doesn't exist or the link is invalid.' */
export function SharedTourNotFound() {
  const { t } = useTranslation();
  return (
    <main className="flex h-dvh flex-col items-center justify-center gap-4 bg-zinc-950 px-6 text-center text-white">
      <h1 className="text-2xl font-bold">{t('sharedTour.notFoundTitle')}</h1>
      <p className="max-w-sm text-zinc-200">{t('sharedTour.notFoundText')}</p>
      <Link to="/" className={buttonStyles.primary}>
        {t('sharedTour.goHome')}
      </Link>
    </main>
  );
}
