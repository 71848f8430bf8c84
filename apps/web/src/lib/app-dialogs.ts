import { createContext, useContext } from 'react';

/**
 * App-wide dialogs (settings, sign-in, language picker) are opened from many screens but owned by
 * the app shell, so features ask for them here instead of importing each other.
 */
export interface AppDialogs {
  openSettings: () => void;
  openSignIn: () => void;
  openLanguagePicker: () => void;
}

const noop = () => {};

export const AppDialogsContext = createContext<AppDialogs>({
  openSettings: noop,
  openSignIn: noop,
  openLanguagePicker: noop,
});

export function useAppDialogs(): AppDialogs {
  return useContext(AppDialogsContext);
}
