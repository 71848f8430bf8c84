import { useEffect, useRef, useState } from 'react';
import { Bot, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ANSWER_DIALOG_CLOSE_DELAY_MS } from '@roamcast/shared/catalog/constants';
import { SheetDialog } from '../ui/sheet-dialog';

export interface VoiceAnswer {
  question: string;
  answer: string;
  audioUrl: string | null;
  /** True when a language model wrote the answer: the dialog says so. */
  aiWritten?: boolean;
}

/** SPEC §2 Answer dialog: the answer read aloud at once; it closes itself 1 s after the audio ends. */
export function AnswerDialog({ answer, onClose }: { answer: VoiceAnswer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    setPlaying(false);
    clearTimeout(closeTimer.current);
  }, [answer]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function close() {
    clearTimeout(closeTimer.current);
    onClose();
  }

  function ended() {
    setPlaying(false);
    closeTimer.current = setTimeout(close, ANSWER_DIALOG_CLOSE_DELAY_MS);
  }

  return (
    <SheetDialog
      open={answer !== null}
      onOpenChange={(open) => !open && close()}
      title={t('explorerVoice.answer.title')}
    >
      {answer && (
        <div className="space-y-4">
          <p className="text-sm text-zinc-300">“{answer.question}”</p>
          <p className="text-lg leading-relaxed whitespace-pre-line">{answer.answer}</p>
          {answer.aiWritten && (
            <p data-testid="ai-written" className="flex items-center gap-1.5 text-sm text-zinc-300">
              <Bot aria-hidden className="size-4 shrink-0" />
              {t('explorerVoice.answer.aiWritten')}
            </p>
          )}
          {answer.audioUrl && (
            // Answer Now and Answer Later both follow a tap, so the browser lets it play by itself.
            <audio
              src={answer.audioUrl}
              autoPlay
              controls
              aria-label={t('explorerVoice.answer.audio')}
              className="h-11 w-full"
              onPlaying={() => {
                clearTimeout(closeTimer.current);
                setPlaying(true);
              }}
              onPause={() => setPlaying(false)}
              onEnded={ended}
            />
          )}
          <p role="status" className="flex min-h-6 items-center gap-2 font-medium text-sky-200">
            {playing && (
              <>
                <Volume2 aria-hidden className="size-5 motion-safe:animate-pulse" />
                {t('explorerVoice.answer.playing')}
              </>
            )}
          </p>
        </div>
      )}
    </SheetDialog>
  );
}
