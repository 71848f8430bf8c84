import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';

interface SaveJourneyErrorProps {
  /** The server answered 401: saving a tour needs an account (SPEC §5). */
  needsSignIn: boolean;
  onSignIn: () => void;
}

export function SaveJourneyError({ needsSignIn, onSignIn }: SaveJourneyErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl bg-red-950/85 px-4 py-3 font-medium text-red-50 ring-1 ring-red-400/40">
      <p>{needsSignIn ? t('journey.loginRequired') : t('journey.saveFailed')}</p>
      {needsSignIn && (
        <button type="button" className={buttonStyles.link} onClick={onSignIn}>
          {t('journey.signIn')}
        </button>
      )}
    </div>
  );
}
