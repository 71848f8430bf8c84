import { ArrowLeft, House, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsButton } from '../../../components/header-buttons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { CopyFamousButton } from './copy-famous-button';

interface PlayerHeaderProps {
  name: string;
  /** The tour to edit; null hides Edit (famous tours, shared imports: SPEC §2). */
  editId: string | null;
  /** A famous tour, offered to copy into My Tours instead (its Edit stays hidden). */
  copyId?: string | null;
  /** Called before leaving for another screen, so the stop can be resumed on return. */
  onLeave: () => void;
}

/** SPEC §2 player header: home, back to My Tours, Edit, the tour's name and settings. */
export function PlayerHeader({ name, editId, copyId = null, onLeave }: PlayerHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="relative z-20 flex items-center gap-2 bg-linear-to-b from-black/75 to-transparent px-3 pt-[max(0.75rem,env(safe-area-inset-top))] pb-4">
      <Link to="/" className={buttonStyles.icon} aria-label={t('player.home')} onClick={onLeave}>
        <House aria-hidden className="size-5" />
      </Link>
      <Link
        to="/tour-maker/manage"
        className={buttonStyles.icon}
        aria-label={t('player.backToManage')}
        onClick={onLeave}
      >
        <ArrowLeft aria-hidden className="size-5 rtl:rotate-180" />
      </Link>
      {/* Two lines rather than an ellipsis: a phone keeps the tour's whole name (issue 24). */}
      <h1 className="line-clamp-2 min-w-0 flex-1 px-1 text-lg leading-tight font-bold break-words [text-shadow:0_1px_3px_rgb(0_0_0/0.8)]">
        {name}
      </h1>
      {editId && (
        <Link
          to={`/tour-maker/make/${editId}`}
          className={buttonStyles.icon}
          aria-label={t('player.edit')}
          onClick={onLeave}
        >
          <Pencil aria-hidden className="size-5" />
        </Link>
      )}
      {copyId && <CopyFamousButton routeId={copyId} onLeave={onLeave} />}
      <SettingsButton />
    </header>
  );
}
