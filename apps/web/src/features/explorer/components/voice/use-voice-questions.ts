import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { askQuestion } from '../../api/ask-question';
import type { ExplorerVoiceActions } from './explorer-voice-actions';

/** SPEC §4 Q&A: question, then Answer Now or Later, then processing, then answered. */
export type QuestionFlow =
  | { step: 'idle' }
  | { step: 'choosing'; question: string }
  | { step: 'deferred'; question: string }
  | { step: 'answering'; question: string }
  | { step: 'answered'; question: string; answer: string; audioUrl: string | null; aiWritten: boolean };

/** How often a deferred question checks whether the narration is still pending, besides the segment-end event. */
const DEFERRED_CHECK_MS = 1000;

interface VoiceQuestionsOptions {
  actions: RefObject<ExplorerVoiceActions>;
  language: LanguageCode;
  onFailure: () => void;
}

export function useVoiceQuestions({ actions, language, onFailure }: VoiceQuestionsOptions) {
  const [flow, setFlow] = useState<QuestionFlow>({ step: 'idle' });
  const request = useRef<AbortController | null>(null);
  const failed = useRef(onFailure);
  failed.current = onFailure;

  const cancelRequest = () => {
    request.current?.abort();
    request.current = null;
  };

  /** Pauses the narration, as answering always does, and fetches the answer. */
  const answer = useCallback(
    async (question: string) => {
      cancelRequest();
      const controller = new AbortController();
      request.current = controller;
      actions.current.pause();
      setFlow({ step: 'answering', question });
      const explorer = actions.current;
      try {
        const result = await askQuestion(
          { question, language, narration: explorer.context(), location: explorer.currentLocation?.() ?? null },
          controller.signal,
        );
        if (controller.signal.aborted) return;
        setFlow({
          step: 'answered',
          question,
          answer: result.answer,
          audioUrl: result.audioUrl,
          aiWritten: result.aiWritten === true,
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Q&A failed', error);
        setFlow({ step: 'idle' });
        failed.current();
        // No answer will be played: the story goes on.
        actions.current.play();
      } finally {
        if (request.current === controller) request.current = null;
      }
    },
    [actions, language],
  );

  // Answer Later: once the segment ends, or as soon as nothing is being generated or played.
  useEffect(() => {
    if (flow.step !== 'deferred') return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void answer(flow.question);
    };
    const unsubscribe = actions.current.subscribeSegmentEnd(start);
    const check = setInterval(() => {
      if (!actions.current.isNarrationPending()) start();
    }, DEFERRED_CHECK_MS);
    return () => {
      started = true;
      unsubscribe();
      clearInterval(check);
    };
  }, [flow, actions, answer]);

  useEffect(() => () => request.current?.abort(), []);

  const ask = useCallback((question: string) => {
    cancelRequest();
    setFlow({ step: 'choosing', question });
  }, []);

  const answerNow = useCallback(() => {
    if (flow.step === 'choosing') void answer(flow.question);
  }, [flow, answer]);

  const answerLater = useCallback(() => {
    if (flow.step !== 'choosing') return;
    if (actions.current.isNarrationPending()) setFlow({ step: 'deferred', question: flow.question });
    else void answer(flow.question);
  }, [flow, actions, answer]);

  /** Closing the question dialog drops the question; one being answered already paused the story. */
  const dismissQuestion = useCallback(() => {
    const wasAnswering = flow.step === 'answering';
    cancelRequest();
    setFlow({ step: 'idle' });
    if (wasAnswering) actions.current.play();
  }, [flow, actions]);

  /** Closing the answer resumes the narration (SPEC §2). */
  const closeAnswer = useCallback(() => {
    if (flow.step !== 'answered') return;
    setFlow({ step: 'idle' });
    actions.current.play();
  }, [flow, actions]);

  return { flow, ask, answerNow, answerLater, dismissQuestion, closeAnswer };
}
