import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';

/** Shown while a screen's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-2 bg-zinc-950 text-white">
      <Spinner /> {t('common.loading')}
    </div>
  );
}
