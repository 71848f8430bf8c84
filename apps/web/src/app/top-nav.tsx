import { Compass, FolderOpen, SquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageButton, SettingsButton } from '../components/header-buttons';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-semibold whitespace-nowrap sm:px-3 ${isActive ? 'bg-white/15 text-white' : 'text-zinc-200 hover:text-white'}`;

/** The top bar of the non-immersive pages. */
export function TopNav() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-zinc-950/90 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2 pt-[max(0.5rem,env(safe-area-inset-top))]">
        <Link
          to="/"
          className="me-1 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 text-lg font-bold tracking-tight"
          aria-label={t('nav.home')}
        >
          <Compass aria-hidden className="size-6 text-emerald-300" />
          <span className="hidden sm:inline">{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="flex min-w-0 flex-1 items-center gap-1">
          {/* Phones show icons only; the labels stay in the accessible name. */}
          <NavLink to="/tour-maker/manage" className={linkClass}>
            <FolderOpen aria-hidden className="size-5" />
            <span className="sr-only sm:not-sr-only">{t('nav.myTours')}</span>
          </NavLink>
          <NavLink to="/tour-maker/create" className={linkClass}>
            <SquarePlus aria-hidden className="size-5" />
            <span className="sr-only sm:not-sr-only">{t('nav.createTour')}</span>
          </NavLink>
        </nav>
        <LanguageButton />
        <SettingsButton />
      </div>
    </header>
  );
}
