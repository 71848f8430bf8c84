import { z } from 'zod';
import { LANGUAGES } from '@roamcast/shared/catalog/languages';
import { collectText, type TextModel } from '../llm/online/text-model';
import type { StopCandidate, StopSearch, StopSource } from './stop-source';

const proposalsSchema = z.array(
  z.object({
    name: z.string().trim().min(1).max(200),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    description: z.string().trim().max(500).optional(),
  }),
);

const SYSTEM = [
  'You plan spoken audio tours of real places.',
  'Answer with a JSON array only, no prose: [{"name": string, "lat": number, "lng": number, "description": string}].',
  'Name only places that exist today and that you are sure of, with their real coordinates.',
  'If you are unsure of a place or its position, leave it out. Never invent a place.',
].join(' ');

export function stopsPrompt(search: StopSearch): string {
  const language = LANGUAGES.find((entry) => entry.code === search.language)?.englishName ?? 'English';
  return [
    `Propose up to ${search.count + 4} places to visit for a tour about "${search.theme}"`,
    `within ${Math.round(search.radiusMeters / 100) / 10} km of latitude ${search.lat}, longitude ${search.lng}.`,
    `Give each place's name as visitors know it and a one-sentence description, both in ${language}.`,
  ].join(' ');
}

/** The JSON array in a model's answer, wherever it stands (some models wrap it in a code fence). */
export function readProposals(text: string): z.infer<typeof proposalsSchema> {
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start < 0 || end <= start) return [];
  try {
    const parsed = proposalsSchema.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The configured language model's proposals. They fit a free-text theme best, but a model may be
 * wrong about a place: the finder keeps one only when another source or the geocoder confirms it.
 */
export function createLlmStopSource(model: TextModel): StopSource {
  return {
    name: 'llm',
    needsConfirmation: true,
    async find(search) {
      const { text } = await collectText(model, {
        system: SYSTEM,
        prompt: stopsPrompt(search),
        maxTokens: 1500,
        temperature: 0.2,
      });
      return readProposals(text).map((proposal): StopCandidate => ({
        name: proposal.name,
        lat: proposal.lat,
        lng: proposal.lng,
        ...(proposal.description ? { description: proposal.description } : {}),
        source: `Proposed by ${model.name}, confirmed`,
        score: 0.95,
      }));
    },
  };
}
