import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { currentLanguage } from '../../lib/i18n';
import { transcribeSpeech } from '../../lib/voice/transcribe-speech';
import { useVoiceRecorder, type VoiceRecorderState } from '../../lib/voice/use-voice-recorder';
import { AnswerDialog, type VoiceAnswer } from '../voice/answer-dialog';
import { askStopQuestion, type StopQuestion } from '../../lib/voice/ask-stop-question';
import type { VoiceCommand } from '@roamcast/shared/logic/voice-commands';

/** A spoken command other than a question: what a page with live voice commands carries out. */
export type SpokenCommand = Exclude<VoiceCommand, { type: 'question' } | { type: 'unrecognized' }>;

export interface VoiceSessionHandle {
  press(): void;
  release(): void;
}

/** What the status line says, as a translation key and its values. */
export type VoiceNotice = { key: string; values?: Record<string, string>; error?: boolean } | null;

interface VoiceSessionProps {
  /** The stop being listened to when the question is asked. */
  context: () => Omit<StopQuestion, 'question' | 'language'>;
  onReady: (handle: VoiceSessionHandle | null) => void;
  onStateChange: (state: VoiceRecorderState) => void;
  onNotice: (notice: VoiceNotice) => void;
  /** The narration pauses while a question is answered and resumes when the answer is closed. */
  pauseNarration: () => boolean;
  resumeNarration: () => void;
  /**
   * Live voice commands (the shared tour page): what was said is read as a command first (play,
   * pause, skip, next, help...) and carried out here; only a question goes on to be answered.
   */
  onCommand?: (command: SpokenCommand) => VoiceNotice;
}

/**
 * A spoken question about the stop: record while held, transcribe, ask /api/voice/qa with the stop
 * as context, then show and play the answer. Loaded on the first press, with the recorder. In the
 * player a failed answer is only logged (SPEC §8); recording problems are said for 3 s.
 */
export default function VoiceSession(props: VoiceSessionProps) {
  const { onReady, onStateChange } = props;
  const latest = useRef(props);
  latest.current = props;
  const [answer, setAnswer] = useState<VoiceAnswer | null>(null);
  const resumeAfter = useRef(false);

  const handleRecording = useCallback(async (recording: Blob) => {
    const { onNotice, context, pauseNarration } = latest.current;
    let question: string;
    try {
      question = await transcribeSpeech(recording);
    } catch (error) {
      console.warn('Transcription failed', error);
      const tooShort = error instanceof ApiError && error.code === 'recording_too_short';
      onNotice({ key: tooShort ? 'explorerVoice.tooShort' : 'explorerVoice.recognitionFailed', error: true });
      return;
    }
    if (!question) return onNotice({ key: 'explorerVoice.notUnderstood', error: true });
    const { onCommand } = latest.current;
    if (onCommand) {
      const { parseVoiceCommand } = await import('@roamcast/shared/logic/voice-commands');
      const command = parseVoiceCommand(question);
      if (command.type === 'unrecognized') return onNotice({ key: 'explorerVoice.unrecognized', error: true });
      if (command.type !== 'question') return onNotice(onCommand(command));
    }
    const asked = context();
    onNotice({ key: 'player.asking', values: { name: asked.stop.location.name ?? asked.tourName } });
    resumeAfter.current = pauseNarration();
    try {
      const result = await askStopQuestion({ ...asked, question, language: currentLanguage() });
      onNotice(null);
      setAnswer({ question, answer: result.answer, audioUrl: result.audioUrl, aiWritten: result.aiWritten === true });
    } catch (error) {
      console.warn('Player Q&A failed', error);
      onNotice(null);
      if (resumeAfter.current) latest.current.resumeNarration();
    }
  }, []);

  const recorder = useVoiceRecorder({
    onRecording: handleRecording,
    onProblem: (problem) =>
      latest.current.onNotice({
        key: problem === 'too_short' ? 'explorerVoice.tooShort' : 'explorerVoice.microphoneDenied',
        error: true,
      }),
  });
  const { press, release, state } = recorder;

  useEffect(() => {
    onReady({ press, release });
    return () => onReady(null);
  }, [onReady, press, release]);
  useEffect(() => onStateChange(state), [onStateChange, state]);

  return (
    <AnswerDialog
      answer={answer}
      onClose={() => {
        setAnswer(null);
        if (resumeAfter.current) latest.current.resumeNarration();
      }}
    />
  );
}
