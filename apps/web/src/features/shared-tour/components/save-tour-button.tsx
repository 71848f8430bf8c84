import { useState } from 'react';
import { BookmarkPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { hasAuthToken } from '../../../lib/auth/tokens';
import { useAppDialogs } from '../../../lib/app-dialogs';
import type { StatusMessage } from '../../../lib/use-status-message';
import { saveSharedTour } from '../api/shared-tour-api';
import type { PageTour } from '../logic/page-tour';

/**
 * Save, for a tour the link carries (no id): it becomes the signed-in user's own, then the page moves
 * to its share link with 'Tour saved!' (SPEC §8). Visitors are asked to sign in first (SPEC §5).
 */
export function SaveTourButton({ tour, onStatus }: { tour: PageTour; onStatus: (message: StatusMessage) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { openSignIn } = useAppDialogs();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!hasAuthToken()) {
      onStatus({ key: 'sharedTour.mustSignIn', tone: 'error' });
      openSignIn();
      return;
    }
    setSaving(true);
    try {
      const shareCode = await saveSharedTour(tour);
      navigate(`/tour/${shareCode}`, { state: { savedShareCode: shareCode } });
    } catch (error) {
      // The tour limit and sign-in answers say what to do; anything else gets the spec's sentence.
      const said =
        error instanceof ApiError && (error.status === 401 || error.status === 403) ? errorText(error) : undefined;
      onStatus({ key: 'sharedTour.saveFailed', tone: 'error', ...(said ? { detail: said } : {}) });
      setSaving(false);
    }
  };
  return (
    <button type="button" className={buttonStyles.secondary} disabled={saving} onClick={() => void save()}>
      <BookmarkPlus aria-hidden className="size-5" />
      {saving ? t('sharedTour.saving') : t('sharedTour.save')}
    </button>
  );
}
