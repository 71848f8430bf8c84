import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { AppDialogsContext, type AppDialogs } from '../lib/app-dialogs';

// Dialogs load on first use so they add nothing to the Explorer's first load.
const SettingsDialog = lazy(() =>
  import('../features/settings/components/settings-dialog').then((module) => ({ default: module.SettingsDialog })),
);
const SignInDialog = lazy(() =>
  import('../features/auth/components/sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);
const LanguagePicker = lazy(() =>
  import('../components/language-picker').then((module) => ({ default: module.LanguagePicker })),
);

type ActiveDialog = 'settings' | 'signIn' | 'language' | null;

/** Owns the app-wide dialogs; one is open at a time, and a sign-in started from Settings returns there. */
export function AppDialogsHost({ children }: { children: ReactNode }) {
  const [active, setActiveState] = useState<ActiveDialog>(null);
  const activeRef = useRef<ActiveDialog>(null);
  const signInFromSettings = useRef(false);

  const dialogs = useMemo<AppDialogs>(() => {
    const show = (next: ActiveDialog) => {
      activeRef.current = next;
      setActiveState(next);
    };
    return {
      openSettings: () => show('settings'),
      openLanguagePicker: () => show('language'),
      openSignIn: () => {
        signInFromSettings.current = activeRef.current === 'settings';
        show('signIn');
      },
    };
  }, []);

  const setActive = (next: ActiveDialog) => {
    activeRef.current = next;
    setActiveState(next);
  };
  const closeOnDismiss = (open: boolean) => {
    if (!open) setActive(null);
  };

  return (
    <AppDialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {active === 'settings' && <SettingsDialog open onOpenChange={closeOnDismiss} />}
        {active === 'language' && <LanguagePicker open onOpenChange={closeOnDismiss} />}
        {active === 'signIn' && (
          <SignInDialog
            open
            onOpenChange={closeOnDismiss}
            onSignedIn={() => setActive(signInFromSettings.current ? 'settings' : null)}
          />
        )}
      </Suspense>
    </AppDialogsContext.Provider>
  );
}
