import { Bot, Clock, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../../components/ui/sheet-dialog';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { useAiAnswers } from '../../../../lib/ai-config';

interface VoiceQuestionDialogProps {
  question: string | null;
  answering: boolean;
  onAnswerNow: () => void;
  onAnswerLater: () => void;
  onClose: () => void;
}

/** SPEC §2: the spoken question, then Answer Now (pauses the narration) or Answer Later (after this segment). */
export function VoiceQuestionDialog({
  question,
  answering,
  onAnswerNow,
  onAnswerLater,
  onClose,
}: VoiceQuestionDialogProps) {
  const { t } = useTranslation();
  const aiAnswers = useAiAnswers();
  return (
    <SheetDialog
      open={question !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('explorerVoice.question.title')}
    >
      <blockquote className="rounded-xl bg-white/10 px-4 py-3 text-lg leading-relaxed font-medium">
        “{question}”
      </blockquote>
      {aiAnswers && (
        <p data-testid="ai-answers" className="mt-3 flex items-center gap-1.5 text-sm text-zinc-300">
          <Bot aria-hidden className="size-4 shrink-0" />
          {t('explorerVoice.question.aiAnswers')}
        </p>
      )}
      {answering ? (
        <p role="status" className="mt-5 mb-2 flex items-center justify-center gap-2 font-medium">
          <Spinner />
          {t('explorerVoice.question.generating')}
        </p>
      ) : (
        <div className="mt-5 space-y-3">
          <p className="text-zinc-200">{t('explorerVoice.question.prompt')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <button type="button" className={`${buttonStyles.primary} flex-col py-2`} onClick={onAnswerNow}>
              <span className="inline-flex items-center gap-2">
                <MessageCircleQuestion aria-hidden className="size-5" />
                {t('explorerVoice.question.answerNow')}
              </span>
              <span className="text-sm font-normal text-zinc-700">{t('explorerVoice.question.answerNowHint')}</span>
            </button>
            <button type="button" className={`${buttonStyles.secondary} flex-col py-2`} onClick={onAnswerLater}>
              <span className="inline-flex items-center gap-2">
                <Clock aria-hidden className="size-5" />
                {t('explorerVoice.question.answerLater')}
              </span>
              <span className="text-sm font-normal text-zinc-200">{t('explorerVoice.question.answerLaterHint')}</span>
            </button>
          </div>
        </div>
      )}
    </SheetDialog>
  );
}
