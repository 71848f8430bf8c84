import type { ReactNode } from 'react';
import { ThemeArt } from '../../../components/theme-art';

interface PlayerMessageProps {
  icon: ReactNode;
  title: string;
  /** A live region for states that change by themselves (loading, generating). */
  live?: boolean;
  children?: ReactNode;
}

/** A full-screen player state with a heading over the theme's artwork: never a blank page. */
export function PlayerMessage({ icon, title, live = false, children }: PlayerMessageProps) {
  return (
    <main className="relative flex min-h-dvh flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center text-white">
      <ThemeArt themeId="auto_channel" dim />
      {icon}
      {/* A live state is announced when it changes; the heading keeps its role either way. */}
      <div {...(live ? { role: 'status' } : {})}>
        <h1 className="text-3xl font-bold">{title}</h1>
      </div>
      {children}
    </main>
  );
}
