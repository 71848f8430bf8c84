import type { ReactNode } from 'react';
import { ThemeArt } from './theme-art';

/**
 * A full-screen state of a shared page (loading, not found, not ready) over the theme artwork: the
 * slideshow and postcard pages are never blank.
 */
export function PageMessage({
  icon,
  title,
  live = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  live?: boolean;
  children?: ReactNode;
}) {
  return (
    <main className="relative flex min-h-dvh flex-1 flex-col items-center justify-center gap-4 px-6 py-12 text-center text-white">
      <ThemeArt themeId="auto_channel" dim />
      {icon}
      <div {...(live ? { role: 'status' } : {})}>
        <h1 className="text-3xl font-bold">{title}</h1>
      </div>
      {children}
    </main>
  );
}
