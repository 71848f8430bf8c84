import type { QuestionRequest } from '../question-answerer';
import { classifyQuestion } from './classify-question';
import { findNamedPlace } from './find-place';
import { knowledgeAnswer } from './knowledge-answers';
import { lookUp, passagesOf, splitSentences, stopSet, type Passage } from './narration-lookup';
import {
  countryAnswer,
  distanceAnswer,
  neighboursAnswer,
  noRecordAnswer,
  overviewAnswer,
  populationAnswer,
  tourAnswer,
  unknownPlaceAnswer,
  type Lines,
} from './place-answers';
import { clockAnswer, moonAnswer, newsAnswer, seasonAnswer, sunAnswer, weatherAnswer } from './sky-answers';
import { createSpeaker, type Speaker } from './speaker';
import type { IntentId } from './types';

/** An answer is two to four sentences: enough to be useful, short enough to hear in one go. */
const MAX_SENTENCES = 4;
const UNSPACED = new Set(['ja', 'zh']);

const SKY: ReadonlyArray<[IntentId, (s: Speaker) => Lines]> = [
  ['sun', sunAnswer],
  ['clock', clockAnswer],
  ['moon', moonAnswer],
  ['season', seasonAnswer],
  ['weather', weatherAnswer],
  ['news', newsAnswer],
];

function recallAnswer(s: Speaker, found: Passage[]): Lines {
  const [first, second] = found;
  const opening = first!.source
    ? s.line('recallExtract', { source: first!.source, text: first!.text })
    : s.line('recall', { text: first!.text });
  return [opening, second?.text ?? s.line('recallEnd')];
}

/** Every line of the answer comes from the request's facts, its narration, or the sky computed for its position. */
function chooseLines(request: QuestionRequest, s: Speaker): Lines {
  const { question, language } = request;
  const facts = request.facts ?? null;
  const intents = classifyQuestion(question, language);
  const stop = stopSet(s.phrases.stopWords);
  const passages = passagesOf(request.narrationText, facts?.extracts ?? []);
  const recall = (strict = false) => {
    const found = lookUp(question, passages, language, stop, strict);
    return found.length ? recallAnswer(s, found) : null;
  };
  if (intents.has('recall')) {
    const recalled = recall();
    if (recalled) return recalled;
  }
  if (!facts) return recall() ?? [s.line('noFacts'), s.line('noFactsHint')];
  if (intents.has('tour') && s.vars.tour && s.vars.stop) return tourAnswer(s);

  const target = findNamedPlace(question, facts);
  for (const [intent, answer] of SKY) if (intents.has(intent)) return answer(s);
  // "When was this built?", "who designed it?", "what should I eat here?": the landmark and town packs answer.
  const known = knowledgeAnswer(question, s, target);
  if (known) return known;
  if (intents.has('population')) return populationAnswer(s, target);
  if (intents.has('distance')) {
    if (target) return distanceAnswer(s, target);
    if (intents.has('neighbours')) return neighboursAnswer(s);
    // "Where is this?" asks about here, not about a place elsewhere.
    if (intents.has('overview')) return overviewAnswer(s);
    return recall() ?? unknownPlaceAnswer(s);
  }
  if (target && target.role !== 'place' && !intents.has('history')) return distanceAnswer(s, target);
  // A question that nearly repeats a sentence of the narration is about that sentence, whatever
  // its other words ("why was longitude hard to measure?" names the coordinates, not the country).
  const quoted = recall(true);
  if (quoted) return quoted;
  if (intents.has('neighbours')) return neighboursAnswer(s);
  if (intents.has('country')) return countryAnswer(s);
  if (intents.has('history')) return noRecordAnswer(s);
  if (intents.has('overview') || target) return overviewAnswer(s);
  return recall() ?? [s.line('cannot'), s.line('suggest')];
}

/** The spoken answer to `request`, in its language, from what the request carries and nothing else. */
export function answerQuestion(request: QuestionRequest, date: Date): string {
  const speaker = createSpeaker(request.language, request.facts ?? null, date, request);
  const joiner = UNSPACED.has(request.language) ? '' : ' ';
  const lines = chooseLines(request, speaker).filter((line): line is string => Boolean(line));
  return splitSentences([...new Set(lines)].join(joiner))
    .slice(0, MAX_SENTENCES)
    .join(joiner);
}
