import { Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';

interface MapToggleButtonProps {
  open: boolean;
  onToggle: () => void;
}

/** Header button that shows or hides the map overlay; aria-pressed tells screen readers which. */
export function MapToggleButton({ open, onToggle }: MapToggleButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${buttonStyles.icon} aria-pressed:bg-white aria-pressed:text-zinc-950`}
      aria-label={t('explorerMap.toggle')}
      aria-pressed={open}
      onClick={onToggle}
    >
      <MapIcon aria-hidden className="size-5" />
    </button>
  );
}
