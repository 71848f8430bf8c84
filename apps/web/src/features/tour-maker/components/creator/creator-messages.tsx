import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { useAppDialogs } from '../../../../lib/app-dialogs';
import type { CreatorProblem } from '../../hooks/creator-save';

/** The form's message line: a missing field, a failed save, or a visitor asked to sign in. */
export function CreatorMessages({ problem }: { problem: CreatorProblem | null }) {
  const { t } = useTranslation();
  const { openSignIn } = useAppDialogs();
  // The region stays in the page so a screen reader announces each new message in it.
  return (
    <div role="alert">
      {problem && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-red-950/85 px-4 py-2 ring-1 ring-red-400/50">
          <p className="font-medium text-red-50">{'text' in problem ? problem.text : t(problem.key, problem.values)}</p>
          {problem.signIn && (
            <button type="button" className={buttonStyles.link} onClick={openSignIn}>
              {t('creator.signIn')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
