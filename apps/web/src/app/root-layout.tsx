import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppDialogsHost } from './app-dialogs-host';
import { AppErrorBoundary } from './error-boundary';
import { hidesTopNav } from './nav-visibility';
import { PageLoading } from './page-loading';
import { UpdateToast } from '../offline/update-toast';

// The Explorer hides the top bar, so it loads only on the screens that show it.
const TopNav = lazy(() => import('./top-nav').then((module) => ({ default: module.TopNav })));

/** Every screen: the top bar where the spec shows it, the error boundary and the app-wide dialogs. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AppDialogsHost>
      {/* isolate: screens paint their theme art at z-index -10 inside this layer, above the page background. */}
      <div className="isolate flex min-h-dvh flex-col text-white">
        {!hidesTopNav(pathname) && (
          <Suspense fallback={<div className="h-14 border-b border-white/10" />}>
            <TopNav />
          </Suspense>
        )}
        <AppErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
        <UpdateToast />
      </div>
    </AppDialogsHost>
  );
}
