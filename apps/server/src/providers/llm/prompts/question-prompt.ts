import { NARRATION_BEGIN_MARKER, NARRATION_END_MARKER } from '@roamcast/shared/catalog/constants';
import type { QuestionRequest } from '../question-answerer';
import { describeFacts } from './facts-block';
import { languageName } from './language-instructions';
import type { BuiltPrompt } from './narration-prompt';
import { QUESTION_SYSTEM_PROMPT } from './question-system';

/** A ten-minute narration is about 10,000 characters; longer context only slows the answer. */
const MAX_NARRATION_CHARS = 12_000;
const ANSWER_TOKENS = 500;
/** Answers should be steady: the same question about the same place, the same facts. */
const ANSWER_TEMPERATURE = 0.3;

function narrationOf(text: string): string {
  const bare = text.replace(NARRATION_BEGIN_MARKER, '').replace(NARRATION_END_MARKER, '').trim();
  return bare.length > MAX_NARRATION_CHARS ? `${bare.slice(0, MAX_NARRATION_CHARS)}…` : bare;
}

/** The prompts for a spoken answer, with whatever context the listener's screen had. */
export function buildQuestionPrompt(request: QuestionRequest): BuiltPrompt {
  const lines = [`The listener asked: "${request.question.trim()}"`, `Answer in ${languageName(request.language)}.`];
  if (request.tourName) {
    const stop = request.waypointIndex === undefined ? '' : `, at stop ${request.waypointIndex + 1}`;
    lines.push(`They are on the tour "${request.tourName}"${stop}.`);
  }
  if (request.theme) lines.push(`Theme of what they are hearing: ${request.theme}`);
  if (request.narrationText?.trim()) {
    lines.push('', 'The narration they are hearing:', '"""', narrationOf(request.narrationText), '"""');
  }
  if (request.facts) lines.push('', 'Facts about where they are:', describeFacts(request.facts));
  return {
    system: QUESTION_SYSTEM_PROMPT,
    prompt: lines.join('\n'),
    maxTokens: ANSWER_TOKENS,
    temperature: ANSWER_TEMPERATURE,
  };
}
