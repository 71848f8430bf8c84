import type { ReactNode } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';

interface SideButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Set for toggles (text, map): screen readers hear whether it is on. */
  pressed?: boolean;
  disabled?: boolean;
}

/** One of the player's side buttons: a 44 px round icon button, named for screen readers and on hover. */
export function SideButton({ label, icon, onClick, pressed, disabled }: SideButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={`${buttonStyles.icon} aria-pressed:bg-white aria-pressed:text-zinc-950 disabled:opacity-50`}
    >
      {icon}
    </button>
  );
}
