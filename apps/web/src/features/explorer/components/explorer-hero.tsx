import { useTranslation } from 'react-i18next';

/** The landing state: the product's name and promise over the theme's artwork. */
export function ExplorerHero() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center">
      <h1 className="text-5xl font-extrabold tracking-tight drop-shadow-lg sm:text-6xl">{t('app.name')}</h1>
      <p className="mt-4 max-w-sm text-lg leading-relaxed text-zinc-100 drop-shadow">{t('app.pitch')}</p>
    </section>
  );
}
