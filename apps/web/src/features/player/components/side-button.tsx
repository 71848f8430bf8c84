import type { ReactNode } from 'react';

interface SideButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Set for toggles (text, map): screen readers hear whether it is on. */
  pressed?: boolean;
  disabled?: boolean;
}

/**
 * One of the player's tools: an icon over its name, always written out (issue 24: an icon alone says
 * nothing on a touch screen, which has no hover), at least 44 px square.
 */
export function SideButton({ label, icon, onClick, pressed, disabled }: SideButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="flex min-h-14 min-w-11 flex-col items-center justify-start gap-1 rounded-xl px-0.5 py-1.5 text-center text-[0.65rem] leading-tight font-semibold text-zinc-100 hover:bg-white/10 disabled:opacity-50 aria-pressed:bg-white aria-pressed:text-zinc-950"
    >
      {icon}
      <span className="hyphens-auto">{label}</span>
    </button>
  );
}
