import { useState } from 'react';
import { errorText } from '../../../lib/api/error-text';
import { CopyPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useSession } from '../../../lib/auth/session';
import { tourQueryKeys } from '../../../lib/tours/tour-api';
import { copyFamousTour } from '../api/copy-famous-tour';

/**
 * Famous tours are never edited (SPEC §2); a signed-in listener copies one into My Tours (it counts
 * against their tour limit) and edits the copy. A visitor is asked to sign in first.
 */
export function CopyFamousButton({ routeId, onLeave }: { routeId: string; onLeave: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const copy = async () => {
    if (!session.data) {
      setMessage(t('famous.signInToCopy'));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const copied = await copyFamousTour(routeId);
      await queryClient.invalidateQueries({ queryKey: tourQueryKeys.mine });
      onLeave();
      void navigate(`/tour-maker/make/${copied.id}`);
    } catch (error) {
      setMessage(errorText(error, t('famous.copyFailed')));
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={t('famous.copyToMyTours')}
        title={t('famous.copyToMyTours')}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void copy()}
      >
        <CopyPlus aria-hidden className="size-5" />
      </button>
      {message && (
        <p
          role="alert"
          className="absolute inset-x-3 top-full mt-1 rounded-xl bg-black/80 p-3 text-sm text-amber-100 shadow-lg"
        >
          {message}
        </p>
      )}
    </>
  );
}
