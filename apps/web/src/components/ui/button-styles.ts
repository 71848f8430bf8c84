/** Button looks shared by every screen: 44 px minimum touch targets, visible focus from the global CSS. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-white text-zinc-950 hover:bg-zinc-200`,
  secondary: `${base} bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20`,
  danger: `${base} bg-red-700 text-white hover:bg-red-600`,
  link: 'inline-flex min-h-11 items-center font-semibold text-sky-300 underline underline-offset-4 hover:text-sky-200',
  icon: 'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-black/45 text-white ring-1 ring-white/20 backdrop-blur hover:bg-black/65',
} as const;
