import { LogIn } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPartnerConfig } from '../../../lib/auth/partner';
import { buttonStyles } from '../../../components/ui/button-styles';

/** 'Sign in with {partner}': a plain link to the server's start address; hidden without a partner. */
export function PartnerSignInButton() {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: ['partner-config'], queryFn: getPartnerConfig, staleTime: Infinity });
  if (!config.data) return null;
  return (
    <a href={config.data.apiUrl} className={`${buttonStyles.secondary} mt-4 w-full`}>
      <LogIn aria-hidden className="size-5" />
      {t('partner.signInWith', { name: config.data.name })}
    </a>
  );
}
