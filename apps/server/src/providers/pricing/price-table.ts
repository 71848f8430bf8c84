import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Where a price was read and on which day: a price nobody can trace is not kept. */
const checkedAt = { source: z.string().trim().min(1), checked: z.iso.date() };

/** A text model's list price in US dollars per million tokens. */
export const textPriceSchema = z.strictObject({
  inputPerMillion: z.number().nonnegative(),
  outputPerMillion: z.number().nonnegative(),
  ...checkedAt,
});

/** A voice's list price in US dollars per million characters spoken. */
export const speechPriceSchema = z.strictObject({
  perMillionCharacters: z.number().nonnegative(),
  ...checkedAt,
});

/**
 * Prices by the name the adapters give: text models as 'openai:gpt-4o-mini', voices as
 * '{service}:{model}' ('openai-tts:tts-1', 'elevenlabs:eleven_multilingual_v2') or, for Google,
 * '{service}:{voice type}' ('google-tts:Neural2'). What the table does not list is not priced.
 */
export const priceTableSchema = z.strictObject({
  text: z.record(z.string().min(1), textPriceSchema).default({}),
  speech: z.record(z.string().min(1), speechPriceSchema).default({}),
});
export type PriceTable = z.infer<typeof priceTableSchema>;

/** An operator's table (PRICES_FILE) over the bundled one: its entries win, the others stay. */
export function mergePrices(base: PriceTable, override?: PriceTable): PriceTable {
  if (!override) return base;
  return { text: { ...base.text, ...override.text }, speech: { ...base.speech, ...override.speech } };
}

/** Reads and checks a PRICES_FILE; the error names the file and what is wrong in it. */
export function readPriceFile(file: string): PriceTable {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`PRICES_FILE ${file} could not be read as JSON: ${reason}`);
  }
  const parsed = priceTableSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`PRICES_FILE ${file} is not a price table: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
