import { z } from 'zod';

/**
 * One source of a narration as readers see it under the text: its name, a link where there is one,
 * and the licence credit the source asks for (Wikipedia's CC BY-SA 4.0, OpenStreetMap's ODbL...).
 */
export const narrationSourceSchema = z.object({
  name: z.string(),
  url: z.string().optional(),
  licence: z.string().optional(),
});
export type NarrationSource = z.infer<typeof narrationSourceSchema>;
