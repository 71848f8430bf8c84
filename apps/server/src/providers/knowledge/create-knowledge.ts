import { z } from 'zod';
import { presentEnv } from '../present-env';
import { autoKnowledge } from '../online-probe/auto-sources';
import type { OnlineProbes } from '../online-probe/online-probes';
import { wikipediaProbe } from '../online-probe/service-probes';
import { offlineKnowledge, type KnowledgeSource } from './knowledge-source';
import { createWikipediaKnowledge, wikipediaQueue } from './wikipedia-knowledge';

/** The environment variables of the knowledge provider; config.ts merges them into its own schema. */
export const knowledgeEnvSchema = z.object({
  /**
   * offline (no extracts) or wikipedia (GeoSearch and page summaries in the narration's language);
   * unset: Wikipedia while it answers the server's probes, else offline.
   */
  KNOWLEDGE: z.enum(['offline', 'wikipedia']).optional(),
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

/**
 * The knowledge source the environment asks for. KNOWLEDGE unset with `probes` (the server's): Wikipedia
 * while it answers, else offline; unset without probes: offline.
 */
export function createKnowledgeFromEnv(
  env: NodeJS.ProcessEnv,
  options: { onError?: (error: unknown) => void; probes?: OnlineProbes } = {},
): KnowledgeSource {
  const vars = knowledgeEnvSchema.parse(presentEnv(env));
  const kind = vars.KNOWLEDGE ?? (options.probes ? 'auto' : 'offline');
  if (kind === 'offline') return offlineKnowledge;
  const wikipedia = (onError?: (error: unknown) => void) =>
    createWikipediaKnowledge({
      baseUrl: vars.WIKIPEDIA_BASE_URL,
      contact: vars.ROAMCAST_CONTACT,
      timeoutMs: vars.KNOWLEDGE_TIMEOUT_MS,
      onError,
    });
  if (kind === 'wikipedia' || !options.probes) return wikipedia(options.onError);
  const reachability = options.probes.watch(
    'wikipedia',
    wikipediaProbe({ baseUrl: vars.WIKIPEDIA_BASE_URL, contact: vars.ROAMCAST_CONTACT, queue: wikipediaQueue }),
  );
  // A failure between two probes asks again at once, so the next narrations need not wait on a dead service.
  const online = wikipedia((error) => {
    options.onError?.(error);
    void reachability.check();
  });
  return autoKnowledge(reachability, online, offlineKnowledge);
}
