import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ThemeArt } from './theme-art';
import { buttonStyles } from './ui/button-styles';

/** An honest stand-in for screens that are not built yet: their title and a way back. */
export function PlaceholderScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <main className="relative flex min-h-[70dvh] flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center text-white">
      <ThemeArt themeId="auto_channel" />
      <Compass aria-hidden className="size-12 text-emerald-300" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="max-w-md text-lg text-zinc-200">{t('placeholders.comingSoon')}</p>
      <Link to="/" className={buttonStyles.primary}>
        {t('placeholders.backToExplorer')}
      </Link>
    </main>
  );
}
