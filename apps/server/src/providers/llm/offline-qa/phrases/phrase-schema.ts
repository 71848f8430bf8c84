import { z } from 'zod';
import { INTENTS, PHRASE_KEYS, type QaKeywords, type QaSentences, type WeatherKind } from '../types';

const WEATHER_KINDS = [
  'clear',
  'partly',
  'cloudy',
  'fog',
  'drizzle',
  'rain',
  'snow',
  'storm',
] as const satisfies readonly WeatherKind[];

const text = z.string().min(1);

/** How one language's questions are recognised and its answers worded, as its <language>.json holds them. */
export const phrasesSchema = z.strictObject({
  intents: z.record(z.enum(INTENTS), text),
  stopWords: text,
  weather: z.record(z.enum(WEATHER_KINDS), text),
  say: z.record(z.enum(PHRASE_KEYS), z.union([text, z.array(text).min(1)])),
});

export type Phrases = z.infer<typeof phrasesSchema>;

// The file is the answerer's types without their code: this fails to compile if the two drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const check: Same<Phrases, QaKeywords & Omit<QaSentences, 'forms' | 'say'> & { say: Phrases['say'] }> = true;
void check;
