import type { QuestionAnswerer } from '../question-answerer';
import { answerQuestion } from './answer-question';

export interface OfflineAnswererOptions {
  /** The moment questions are asked at, for sunset and season answers; the real clock by default. */
  now?: () => Date;
}

/**
 * Answers a traveller's question without any AI service: by intent from the place's facts and the
 * sky computed for its position, or from the sentences of the narration the question is about, and
 * honestly says so when neither holds the answer.
 */
export function createOfflineAnswerer(options: OfflineAnswererOptions = {}): QuestionAnswerer {
  const now = options.now ?? (() => new Date());
  return {
    name: 'offline-answerer',
    async answer(request) {
      return { answer: answerQuestion(request, now()), provider: 'offline-answerer', tokens: 0, aiWritten: false };
    },
  };
}
