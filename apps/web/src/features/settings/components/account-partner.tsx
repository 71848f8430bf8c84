import { useEffect } from 'react';
import { Link2, LogIn } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { getPartnerAvailability, getPartnerConfig, startPartnerLink, unlinkPartner } from '../../../lib/auth/partner';
import { signOut } from '../../../lib/auth/session';
import { buttonStyles } from '../../../components/ui/button-styles';

const noticeKey = ['partner-notice'] as const;
/** SPEC §9: the availability check is cached 30 s. */
const AVAILABILITY_STALE_MS = 30_000;

/** Settings partner area: sign in, link, unlink and sign out; hidden when the server has no partner. */
export function AccountPartner({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = useQuery({ queryKey: ['partner-config'], queryFn: getPartnerConfig, staleTime: Infinity });
  const availability = useQuery({
    queryKey: ['user', 'partner-availability'],
    queryFn: getPartnerAvailability,
    enabled: signedIn && Boolean(config.data),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 401),
    staleTime: AVAILABILITY_STALE_MS,
  });
  // The notice outlives this component, which remounts when the session ends.
  const notice = useQuery({ queryKey: noticeKey, queryFn: () => null as string | null, enabled: false }).data;
  const expired = availability.error instanceof ApiError && availability.error.status === 401;

  useEffect(() => {
    if (!expired) return;
    queryClient.setQueryData(noticeKey, t('partner.sessionExpired'));
    void signOut(queryClient);
  }, [expired, queryClient, t]);

  const link = useMutation({ mutationFn: startPartnerLink, onSuccess: ({ url }) => window.location.assign(url) });
  const unlink = useMutation({
    mutationFn: unlinkPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'partner-availability'] }),
  });
  const signOutMutation = useMutation({ mutationFn: () => signOut(queryClient) });

  if (!config.data) return null;
  const name = config.data.name;
  const status = availability.data;

  return (
    <section
      aria-label={t('partner.areaLabel', { name })}
      className="space-y-3 rounded-2xl bg-white/5 p-5 ring-1 ring-white/15"
    >
      <h3 className="text-lg font-bold">{name}</h3>
      {notice && !signedIn ? (
        <p role="alert" className="text-amber-200">
          {notice}
        </p>
      ) : null}
      {!signedIn ? (
        <a
          href={config.data.apiUrl}
          className={`${buttonStyles.primary} w-full`}
          onClick={() => queryClient.setQueryData(noticeKey, null)}
        >
          <LogIn aria-hidden className="size-5" />
          {t('partner.signInWith', { name })}
        </a>
      ) : availability.isError && !expired ? (
        <p role="alert" className="text-red-300">
          {t('partner.availabilityFailed')}
        </p>
      ) : !status ? (
        <p role="status" className="text-zinc-300">
          {t('partner.checking')}
        </p>
      ) : status.linked ? (
        <>
          <p role="status" className="text-emerald-200">
            {t('partner.linked', { name })}
          </p>
          {status.canUnlink ? (
            <button type="button" className={`${buttonStyles.secondary} w-full`} onClick={() => unlink.mutate()}>
              {t('partner.unlink', { name })}
            </button>
          ) : null}
          <button type="button" className={`${buttonStyles.secondary} w-full`} onClick={() => signOutMutation.mutate()}>
            {t('partner.signOut', { name })}
          </button>
        </>
      ) : (
        <>
          <p className="text-zinc-200">
            {status.available ? t('partner.notLinked', { name }) : t('partner.unavailable', { name })}
          </p>
          {status.available ? (
            <button type="button" className={`${buttonStyles.primary} w-full`} onClick={() => link.mutate()}>
              <Link2 aria-hidden className="size-5" />
              {t('partner.link', { name })}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
