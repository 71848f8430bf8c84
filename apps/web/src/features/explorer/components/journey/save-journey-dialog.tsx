import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { JOURNEY_MIN_STOPS } from '@roamcast/shared/catalog/constants';
import { SheetDialog } from '../../../../components/ui/sheet-dialog';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { UpgradePrompt } from '../../../../components/upgrade-prompt';
import { ApiError } from '../../../../lib/api/api-error';
import { useAppDialogs } from '../../../../lib/app-dialogs';
import { TourLimitError, useSaveJourney } from '../../api/save-journey';
import { useTourSlots } from '../../api/tour-slots';
import { useJourney } from '../../hooks/use-journey';
import { SaveJourneyError } from './save-journey-error';

interface SaveJourneyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The explorer's theme, stored on the route when it is a fixed one. */
  theme?: string;
}

/** Save Your Journey: name it, then it becomes a tour and plays (SPEC §2, §4, §5). */
export function SaveJourneyDialog({ open, onOpenChange, theme }: SaveJourneyDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const save = useSaveJourney();
  const { openSignIn } = useAppDialogs();
  const [name, setName] = useState('');
  const [limit, setLimit] = useState<TourLimitError | null>(null);
  const inputId = useId();
  const slots = useTourSlots(open);
  const trimmed = name.trim();
  const canSave = trimmed !== '' && journey.narrationIds.length >= JOURNEY_MIN_STOPS && !save.isPending;
  const status = save.error instanceof ApiError ? save.error.status : 0;

  function close() {
    save.reset();
    onOpenChange(false);
  }

  function submit() {
    if (!canSave) return;
    save.mutate(
      { name: trimmed, narrationIds: journey.narrationIds, theme },
      {
        onSuccess: (route) => {
          journey.clear();
          setName('');
          close();
          void navigate(`/play/${route.id}`);
        },
        // The tour limit is answered by the upgrade offer rather than an error line (SPEC §5).
        onError: (error) => setLimit(error instanceof TourLimitError ? error : null),
      },
    );
  }

  return (
    <>
      <SheetDialog
        open={open && !limit}
        onOpenChange={(next) => (next ? onOpenChange(true) : close())}
        title={t('journey.saveTitle')}
        description={t('journey.saveDescription', { count: journey.narrationIds.length })}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="flex flex-col gap-4"
        >
          <div>
            <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-zinc-200">
              {t('journey.nameLabel')}
            </label>
            <input
              id={inputId}
              required
              value={name}
              maxLength={200}
              onChange={(event) => setName(event.target.value)}
              placeholder={t('journey.namePlaceholder')}
              className="min-h-11 w-full rounded-xl bg-white/10 px-3 text-base text-white ring-1 ring-white/25 placeholder:text-zinc-400"
            />
          </div>
          {slots && (
            <p className="text-sm text-zinc-200">
              {slots.left > 0
                ? t('journey.becomesTour', { left: slots.left, limit: slots.limit })
                : t('journey.noSlotsLeft', { limit: slots.limit })}
            </p>
          )}
          {save.isError && !limit && (
            <SaveJourneyError
              needsSignIn={status === 401}
              onSignIn={() => {
                close();
                openSignIn();
              }}
            />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonStyles.secondary} onClick={close}>
              {t('journey.cancel')}
            </button>
            <button type="submit" className={buttonStyles.primary} disabled={!canSave}>
              {save.isPending ? t('journey.saving') : t('journey.save')}
            </button>
          </div>
          <button
            type="button"
            className={`${buttonStyles.danger} w-full`}
            disabled={save.isPending}
            onClick={() => {
              journey.clear();
              setName('');
              close();
            }}
          >
            {t('journey.discard')}
          </button>
        </form>
      </SheetDialog>
      <UpgradePrompt
        open={limit !== null}
        onOpenChange={(next) => {
          if (next) return;
          setLimit(null);
          close();
        }}
        tier={limit?.tier ?? 'freemium'}
        reason="tour"
        atTourLimit
      />
    </>
  );
}
