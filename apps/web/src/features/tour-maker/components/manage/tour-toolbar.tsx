import type { LucideIcon } from 'lucide-react';
import { AudioLines, Mail, Play, Presentation, Share2, Sparkles, Trash2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type ToolbarAction =
  'play' | 'share' | 'postcard' | 'slideshow' | 'regenerateNarrations' | 'regenerateCover' | 'upload' | 'delete';

const BUTTONS: { action: ToolbarAction; icon: LucideIcon }[] = [
  { action: 'play', icon: Play },
  { action: 'share', icon: Share2 },
  { action: 'postcard', icon: Mail },
  { action: 'slideshow', icon: Presentation },
  { action: 'regenerateNarrations', icon: AudioLines },
  { action: 'regenerateCover', icon: Sparkles },
  { action: 'upload', icon: Upload },
  { action: 'delete', icon: Trash2 },
];

interface TourToolbarProps {
  /** The selected tour's name, or null when nothing is selected. */
  selectedName: string | null;
  /** Why a button cannot be used now: nothing selected, its action running, or a famous tour. */
  isDisabled: (action: ToolbarAction) => boolean;
  onAction: (action: ToolbarAction) => void;
  note?: string;
}

/**
 * The toolbar of SPEC §2, acting on the selected tour. It sits at the bottom, in thumb reach on a
 * phone: four buttons a row there, all eight in one row from the small breakpoint.
 */
export function TourToolbar({ selectedName, isDisabled, onAction, note }: TourToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="truncate text-sm text-zinc-200">
        {selectedName ? t('myTours.selectedTour', { name: selectedName }) : t('myTours.selectHint')}
        {note ? ` ${note}` : ''}
      </p>
      <div role="group" aria-label={t('myTours.toolbarLabel')} className="grid grid-cols-4 gap-1 sm:grid-cols-8">
        {BUTTONS.map(({ action, icon: Icon }) => (
          <button
            key={action}
            type="button"
            disabled={isDisabled(action)}
            onClick={() => onAction(action)}
            className={`flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl px-1 py-1.5 text-center text-xs leading-tight font-semibold break-words transition-colors hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-45 ${action === 'delete' ? 'text-red-200' : 'text-white'}`}
          >
            <Icon aria-hidden className="size-5 shrink-0" />
            <span className="max-w-full hyphens-auto">{t(`myTours.actions.${action}`)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
