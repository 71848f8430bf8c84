import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FACT_REPORT_LIMITS } from '@roamcast/shared/schemas/fact-report';
import { SheetDialog } from '../ui/sheet-dialog';
import { buttonStyles } from '../ui/button-styles';
import { ApiError } from '../../lib/api/api-error';
import { useReportFact } from './report-fact';

interface ReportFactDialogProps {
  open: boolean;
  narrationId: string;
  /** The story's sentences, and the one to start with (what the listener selected, if anything). */
  sentences: string[];
  initialSentence: string;
  onClose: () => void;
  onSent: () => void;
}

const fieldClass = 'w-full rounded-xl bg-white/10 px-3 text-base text-white ring-1 ring-white/25';

/** Report a wrong fact: which sentence, what is wrong, Send. Given a new key at each opening, so it starts clean. */
export function ReportFactDialog({
  open,
  narrationId,
  sentences,
  initialSentence,
  onClose,
  onSent,
}: ReportFactDialogProps) {
  const { t } = useTranslation();
  const report = useReportFact(narrationId);
  const options = sentences.includes(initialSentence) || !initialSentence ? sentences : [initialSentence, ...sentences];
  const [sentence, setSentence] = useState(initialSentence || (options[0] ?? ''));
  const [note, setNote] = useState('');
  const sentenceId = useId();
  const noteId = useId();
  const status = report.error instanceof ApiError ? report.error.status : 0;

  return (
    <SheetDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('sources.reportTitle')}
      description={t('sources.reportDescription')}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!sentence || report.isPending) return;
          report.mutate({ sentence, note: note.trim() }, { onSuccess: onSent });
        }}
      >
        <div>
          <label htmlFor={sentenceId} className="mb-1 block text-sm font-semibold text-zinc-200">
            {t('sources.sentenceLabel')}
          </label>
          <select
            id={sentenceId}
            value={sentence}
            onChange={(event) => setSentence(event.target.value)}
            className={`${fieldClass} min-h-11 truncate`}
          >
            {options.map((option) => (
              <option key={option} value={option} className="bg-zinc-900">
                {option}
              </option>
            ))}
          </select>
          {/* A long sentence is cut in the select on phones: show it whole. */}
          <blockquote className="mt-2 border-s-2 border-white/30 ps-3 text-sm text-zinc-200">{sentence}</blockquote>
        </div>
        <div>
          <label htmlFor={noteId} className="mb-1 block text-sm font-semibold text-zinc-200">
            {t('sources.noteLabel')}
          </label>
          <textarea
            id={noteId}
            rows={3}
            value={note}
            maxLength={FACT_REPORT_LIMITS.note}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('sources.notePlaceholder')}
            className={`${fieldClass} py-2 placeholder:text-zinc-400`}
          />
        </div>
        {report.isError && (
          <p role="alert" className="text-sm text-red-300">
            {status === 429 ? t('sources.tooMany') : t('sources.failed')}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('sources.cancel')}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={!sentence || report.isPending}>
            {report.isPending ? t('sources.sending') : t('sources.send')}
          </button>
        </div>
      </form>
    </SheetDialog>
  );
}
