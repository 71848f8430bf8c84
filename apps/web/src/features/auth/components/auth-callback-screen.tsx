import { useEffect } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SIGN_IN_REDIRECT_DELAY_MS } from '@roamcast/shared/catalog/constants';
import { storeSignIn } from '../../../lib/auth/tokens';
import { refreshAfterSignIn } from '../../../lib/auth/session';
import { Spinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { validateToken } from '../api/validate-token';

/** /auth/callback: loading, then success (home after 1 s) or error (SPEC §2, §4). */
export function AuthCallbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  // A partner sign-in the server refused comes back here with its reason's code.
  const partnerError = params.get('error');
  const check = useQuery({
    queryKey: ['auth-callback', token],
    queryFn: () => validateToken(token!),
    enabled: Boolean(token) && !partnerError,
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!check.data || !token) return;
    storeSignIn({ user: check.data, token });
    void refreshAfterSignIn(queryClient, check.data);
    const timer = setTimeout(() => navigate('/', { replace: true }), SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [check.data, token, navigate, queryClient]);

  const failure = partnerError
    ? t(partnerErrorKey(partnerError))
    : !token
      ? t('callback.noToken')
      : check.isError
        ? t('callback.refused')
        : null;

  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      {failure ? (
        <>
          <CircleAlert aria-hidden className="size-12 text-red-300" />
          <h1 className="text-2xl font-bold">{t('callback.failed')}</h1>
          <p role="alert" className="text-lg text-zinc-200">
            {failure}
          </p>
          <button type="button" className={buttonStyles.primary} onClick={() => navigate('/', { replace: true })}>
            {t('common.goHome')}
          </button>
        </>
      ) : check.data ? (
        <>
          <CircleCheck aria-hidden className="size-12 text-emerald-300" />
          <h1 className="text-2xl font-bold">{t('callback.success')}</h1>
          <p role="status" className="text-lg text-zinc-200">
            {t('callback.redirecting')}
          </p>
        </>
      ) : (
        <div role="status" className="flex flex-col items-center gap-4">
          <Spinner className="size-12" />
          <h1 className="text-2xl font-bold">{t('callback.authenticating')}</h1>
        </div>
      )}
    </main>
  );
}

const PARTNER_ERRORS = [
  'partner_code',
  'partner_state',
  'partner_invalid',
  'partner_refused',
  'partner_taken',
  'partner_email_taken',
];

function partnerErrorKey(code: string): string {
  return `partner.errors.${PARTNER_ERRORS.includes(code) ? code : 'other'}`;
}
