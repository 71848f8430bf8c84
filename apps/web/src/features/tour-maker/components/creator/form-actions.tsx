import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';

interface FormActionsProps {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The message line, kept right above the buttons where the eye already is. */
  messages: ReactNode;
}

/** Cancel (back to My Tours, SPEC §5) and the submit button, held at the bottom where a thumb reaches. */
export function FormActions({ submitLabel, pendingLabel, pending, messages }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-2 space-y-2 border-t border-white/10 bg-zinc-950/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:backdrop-blur-none">
      {messages}
      {/* Side by side even on a phone: the bar stays short and leaves the form in view. */}
      <div className="grid grid-cols-[1fr_2fr] gap-2 sm:flex sm:justify-end">
        <Link to="/tour-maker/manage" className={buttonStyles.secondary}>
          {t('creator.cancel')}
        </Link>
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending && <Spinner />}
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </div>
  );
}
