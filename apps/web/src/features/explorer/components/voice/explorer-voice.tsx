import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { ApiError } from '../../../../lib/api/api-error';
import { transcribeSpeech } from '../../../../lib/voice/transcribe-speech';
import { useVoiceRecorder, type RecordingProblem } from '../../../../lib/voice/use-voice-recorder';
import type { ExplorerVoiceActions } from './explorer-voice-actions';
import { runVoiceCommand } from './run-voice-command';
import { useStatusMessage, type StatusMessage } from '../../../../lib/use-status-message';
import { useVoiceQuestions } from './use-voice-questions';
import { VoiceButton } from '../../../../components/voice/voice-button';

// The dialogs load when voice first opens one, keeping them out of the Explorer's first load.
const AnswerDialog = lazy(() =>
  import('../../../../components/voice/answer-dialog').then((module) => ({ default: module.AnswerDialog })),
);
const VoiceHelpDialog = lazy(() =>
  import('./voice-help-dialog').then((module) => ({ default: module.VoiceHelpDialog })),
);
const VoiceQuestionDialog = lazy(() =>
  import('./voice-question-dialog').then((module) => ({ default: module.VoiceQuestionDialog })),
);

export interface ExplorerVoiceProps {
  actions: ExplorerVoiceActions;
  /** The UI language: answers are written and spoken in it. */
  language: LanguageCode;
}

const PROBLEMS: Record<RecordingProblem, StatusMessage> = {
  too_short: { key: 'explorerVoice.tooShort', tone: 'error' },
  microphone_denied: { key: 'explorerVoice.microphoneDenied', tone: 'error' },
};
const RECOGNITION_FAILED: StatusMessage = { key: 'explorerVoice.recognitionFailed', tone: 'error' };
const NOT_UNDERSTOOD: StatusMessage = { key: 'explorerVoice.notUnderstood', tone: 'error' };
const UNRECOGNIZED: StatusMessage = { key: 'explorerVoice.unrecognized', tone: 'error' };
const ANSWER_FAILED: StatusMessage = { key: 'explorerVoice.answer.failed', tone: 'error' };

/** The server measures the clip itself and may still find it too short (SPEC §5). */
function transcriptionProblem(error: unknown): StatusMessage {
  const tooShort = error instanceof ApiError && error.code === 'recording_too_short';
  return tooShort ? PROBLEMS.too_short : RECOGNITION_FAILED;
}

/**
 * The Explorer's hold-to-talk button with its status line, and the dialogs voice opens: Help, the
 * Voice Question and the Answer (SPEC §2, §4).
 */
export function ExplorerVoice({ actions, language }: ExplorerVoiceProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const latestActions = useRef(actions);
  latestActions.current = actions;
  const status = useStatusMessage();
  const [helpOpen, setHelpOpen] = useState(false);
  const questions = useVoiceQuestions({
    actions: latestActions,
    language,
    onFailure: () => status.show(ANSWER_FAILED),
  });
  const { ask } = questions;
  const { show } = status;

  const handleRecording = useCallback(
    async (recording: Blob) => {
      let transcript: string;
      try {
        transcript = await transcribeSpeech(recording);
      } catch (error) {
        console.warn('Transcription failed', error);
        show(transcriptionProblem(error));
        return;
      }
      if (!transcript) return show(NOT_UNDERSTOOD);
      // The parser and its vocabulary load with the first command, not with the page.
      const { parseVoiceCommand } = await import('@roamcast/shared/logic/voice-commands');
      const outcome = runVoiceCommand(parseVoiceCommand(transcript), latestActions.current);
      if (outcome.kind === 'unrecognized') return show(UNRECOGNIZED);
      show({ key: 'explorerVoice.heard', values: { transcript }, tone: 'info' });
      if (outcome.kind === 'help') setHelpOpen(true);
      if (outcome.kind === 'question') ask(outcome.question);
    },
    [show, ask],
  );

  const recorder = useVoiceRecorder({ onRecording: handleRecording, onProblem: (problem) => show(PROBLEMS[problem]) });
  const { flow } = questions;
  const answer = useMemo(() => (flow.step === 'answered' ? flow : null), [flow]);
  const question = flow.step === 'choosing' || flow.step === 'answering' ? flow.question : null;

  const line =
    recorder.state === 'recording'
      ? t('explorerVoice.listening')
      : recorder.state === 'processing'
        ? t('explorerVoice.processing')
        : status.message
          ? t(status.message.key, status.message.values)
          : flow.step === 'deferred'
            ? t('explorerVoice.deferred')
            : '';
  const isError = recorder.state !== 'recording' && recorder.state !== 'processing' && status.message?.tone === 'error';

  return (
    <div className="flex min-w-0 items-center gap-3">
      <VoiceButton state={recorder.state} onPress={recorder.press} onRelease={recorder.release} describedBy={hintId} />
      <div className="min-w-0 flex-1 text-sm leading-snug [text-shadow:0_1px_2px_rgb(0_0_0/0.8)]">
        <p role="status" aria-live="polite" className={`font-semibold ${isError ? 'text-amber-200' : 'text-white'}`}>
          {line}
        </p>
        <p id={hintId} className="text-zinc-200">
          {!line && <span className="block font-semibold text-white">{t('explorerVoice.pressAndHold')}</span>}
          <span className="block">{t('explorerVoice.sayHelp')}</span>
        </p>
      </div>
      <Suspense fallback={null}>
        {helpOpen && <VoiceHelpDialog open onClose={() => setHelpOpen(false)} />}
        {question !== null && (
          <VoiceQuestionDialog
            question={question}
            answering={flow.step === 'answering'}
            onAnswerNow={questions.answerNow}
            onAnswerLater={questions.answerLater}
            onClose={questions.dismissQuestion}
          />
        )}
        {answer && <AnswerDialog answer={answer} onClose={questions.closeAnswer} />}
      </Suspense>
    </div>
  );
}
