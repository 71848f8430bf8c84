import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../components/ui/button-styles';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <MapPinOff aria-hidden className="size-12 text-zinc-300" />
      <h1 className="text-3xl font-bold">{t('errors.notFound')}</h1>
      <p className="max-w-md text-lg text-zinc-200">{t('errors.notFoundText')}</p>
      <Link to="/" className={buttonStyles.primary}>
        {t('common.goHome')}
      </Link>
    </main>
  );
}
