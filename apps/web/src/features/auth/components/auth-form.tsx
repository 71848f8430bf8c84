import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/error-text';
import { storeSignIn } from '../../../lib/auth/tokens';
import { refreshAfterSignIn } from '../../../lib/auth/session';
import { buttonStyles } from '../../../components/ui/button-styles';
import { signIn, signUp, type AuthResult } from '../api/authenticate';
import { FormField } from './form-field';

type Mode = 'signIn' | 'signUp';

/** Email and password (and an optional display name on sign-up); the server's refusal is said in the UI language. */
export function AuthForm({ mode, onSignedIn }: { mode: Mode; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');

  const mutation = useMutation({
    mutationFn: (): Promise<AuthResult> =>
      mode === 'signIn'
        ? signIn({ email, password })
        : signUp({ email, password, ...(displayName.trim() ? { displayName: displayName.trim() } : {}) }),
    onSuccess: async (result) => {
      storeSignIn(result);
      await refreshAfterSignIn(queryClient, result.user);
      onSignedIn();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate();
  }

  const submitLabel = mode === 'signIn' ? t('auth.submitSignIn') : t('auth.submitSignUp');
  // The server validates and explains (e.g. a short password), so the browser's own bubbles are off.
  return (
    <form noValidate onSubmit={submit} className="space-y-4 pt-4">
      <FormField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <FormField
        label={t('auth.password')}
        type="password"
        autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
        hint={mode === 'signUp' ? t('auth.passwordHint') : undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      {mode === 'signUp' && (
        <FormField
          label={t('auth.displayName')}
          type="text"
          autoComplete="nickname"
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
        />
      )}
      <div role="alert" className="empty:hidden rounded-xl bg-red-950/80 px-4 py-3 text-red-50 ring-1 ring-red-400/40">
        {mutation.error && errorText(mutation.error)}
      </div>
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={mutation.isPending}>
        {mutation.isPending ? t('common.pleaseWait') : submitLabel}
      </button>
    </form>
  );
}
