import { z } from 'zod';
import { LANGUAGE_CODES } from '../catalog/languages';
import { locationSchema } from './common';

const questionSchema = z
  .string({ error: 'question is required' })
  .trim()
  .min(1, 'question is required')
  .max(500, 'question must be at most 500 characters');
const narrationTextSchema = z.string().max(20_000).optional();
const languageSchema = z
  .enum(LANGUAGE_CODES, { error: `language must be one of ${LANGUAGE_CODES.join(', ')}` })
  .default('en');

/** POST /api/voice/qa from the Explorer: the question with the narration being played. */
export const explorerQuestionBodySchema = z.strictObject({
  question: questionSchema,
  location: locationSchema.optional(),
  narrationText: narrationTextSchema,
  theme: z.string().max(64).optional(),
  userId: z.string().max(100).nullish(),
  language: languageSchema,
});

/** POST /api/voice/qa from the Player: the question with the tour stop as context. */
export const playerQuestionBodySchema = z.strictObject({
  question: questionSchema,
  context: z.strictObject({
    location: locationSchema.optional(),
    theme: z.string().max(64).optional(),
    narrationText: narrationTextSchema,
    tourName: z.string().max(200).optional(),
    waypointIndex: z.number().int().min(0).optional(),
  }),
  language: languageSchema,
});

/** Both shapes SPEC §7 gives for /api/voice/qa. */
export const questionBodySchema = z.union([playerQuestionBodySchema, explorerQuestionBodySchema], {
  error: 'Send {question, location, narrationText, theme} or {question, context}',
});
export type QuestionBody = z.infer<typeof questionBodySchema>;

/** POST /api/voice/general-qa: a question about where the traveller is, without a narration. */
export const generalQuestionBodySchema = z.strictObject({
  question: questionSchema,
  location: locationSchema.optional(),
  userId: z.string().max(100).nullish(),
  language: languageSchema,
});
export type GeneralQuestionBody = z.infer<typeof generalQuestionBodySchema>;

export const answerSchema = z.object({
  answer: z.string(),
  audioUrl: z.string().nullable(),
  provider: z.string(),
  /** True when a language model wrote the answer, false when the offline answerer did (also as a model's stand-in). */
  aiWritten: z.boolean().optional(),
});
export type Answer = z.infer<typeof answerSchema>;

/**
 * GET /api/config/ai: the language model that writes narrations and answers spoken questions, as the
 * server names it (e.g. 'anthropic:claude-sonnet-5'), or null when the offline engines do, so screens
 * can say so before anyone asks.
 */
export const aiConfigSchema = z.object({ languageModel: z.string().nullable() });
export type AiConfig = z.infer<typeof aiConfigSchema>;
