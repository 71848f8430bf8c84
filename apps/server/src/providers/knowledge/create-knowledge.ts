import { z } from 'zod';
import { presentEnv } from '../present-env';
import { offlineKnowledge, type KnowledgeSource } from './knowledge-source';
import { createWikipediaKnowledge } from './wikipedia-knowledge';

/** The environment variables of the knowledge provider; config.ts merges them into its own schema. */
export const knowledgeEnvSchema = z.object({
  /** offline (no extracts) or wikipedia (GeoSearch and page summaries in the narration's language). */
  KNOWLEDGE: z.enum(['offline', 'wikipedia']).default('offline'),
  /** With {lang} for the wiki's language; tests point it at a local stand-in. */
  WIKIPEDIA_BASE_URL: z
    .string()
    .refine((value) => value.includes('{lang}') && URL.canParse(value.replace('{lang}', 'en')), {
      message: 'a URL with {lang} where the language goes, e.g. https://{lang}.wikipedia.org',
    })
    .default('https://{lang}.wikipedia.org'),
  /** URL or e-mail sent in the User-Agent to every online service. */
  ROAMCAST_CONTACT: z.string().optional(),
  KNOWLEDGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
});

export function createKnowledgeFromEnv(
  env: NodeJS.ProcessEnv,
  options: { onError?: (error: unknown) => void } = {},
): KnowledgeSource {
  const vars = knowledgeEnvSchema.parse(presentEnv(env));
  if (vars.KNOWLEDGE === 'offline') return offlineKnowledge;
  return createWikipediaKnowledge({
    baseUrl: vars.WIKIPEDIA_BASE_URL,
    contact: vars.ROAMCAST_CONTACT,
    timeoutMs: vars.KNOWLEDGE_TIMEOUT_MS,
    onError: options.onError,
  });
}
