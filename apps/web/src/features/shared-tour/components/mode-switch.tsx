import { Eye, LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TourMode } from '../hooks/use-shared-playback';

/** Preview Mode or Live GPS Mode (SPEC §2, §4), as two pressed/unpressed buttons. */
export function ModeSwitch({ mode, onChange }: { mode: TourMode; onChange: (mode: TourMode) => void }) {
  const { t } = useTranslation();
  const option = (value: TourMode, label: string, Icon: typeof Eye) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      className={`inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold ${mode === value ? 'bg-white text-zinc-950' : 'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20'}`}
    >
      <Icon aria-hidden className="size-5" />
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('sharedTour.modeLabel')} className="flex gap-2">
      {option('preview', t('sharedTour.preview'), Eye)}
      {option('live', t('sharedTour.live'), LocateFixed)}
    </div>
  );
}
