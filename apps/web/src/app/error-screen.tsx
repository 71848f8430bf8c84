import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../components/ui/button-styles';

interface ErrorScreenProps {
  message: string;
  componentStack?: string | null;
}

/** The global error screen (SPEC §8): what broke, where, and a way out. */
export function ErrorScreen({ message, componentStack }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-5 py-12">
      <TriangleAlert aria-hidden className="size-12 text-amber-300" />
      <h1 className="text-3xl font-bold">{t('errors.somethingWrong')}</h1>
      <p role="alert" className="text-lg break-words text-zinc-100">
        {message}
      </p>
      {componentStack && (
        <section aria-label={t('errors.componentStack')}>
          <h2 className="text-sm font-semibold text-zinc-300">{t('errors.componentStack')}</h2>
          <pre
            dir="ltr"
            className="mt-2 max-h-64 overflow-auto rounded-xl bg-black/60 p-3 text-xs leading-relaxed text-zinc-200"
          >
            {componentStack.trim()}
          </pre>
        </section>
      )}
      <button type="button" className={`${buttonStyles.primary} self-start`} onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
