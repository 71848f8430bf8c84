import { z } from 'zod';
import { presentEnv } from '../present-env';
import { speechEnvSchema } from '../tts/create-speech';
import { BUNDLED_PRICES } from './bundled-prices';
import { estimateCost, type CostEstimate, type NarrationUsage } from './estimate-cost';
import { mergePrices, readPriceFile, type PriceTable } from './price-table';

/** PRICES_FILE: a JSON price table laid over the bundled one; config.ts checks it at start. */
export const pricingEnvSchema = z.object({
  PRICES_FILE: z
    .string()
    .optional()
    .superRefine((file, context) => {
      if (!file) return;
      try {
        readPriceFile(file);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }),
});

export interface CostEstimator {
  readonly prices: PriceTable;
  estimate(usage: NarrationUsage): CostEstimate;
}

/** The bundled prices with PRICES_FILE over them, for the voices and models the environment chose. */
export function createCostEstimatorFromEnv(env: NodeJS.ProcessEnv): CostEstimator {
  const present = presentEnv(env);
  const { PRICES_FILE } = pricingEnvSchema.parse(present);
  const prices = mergePrices(BUNDLED_PRICES, PRICES_FILE ? readPriceFile(PRICES_FILE) : undefined);
  const speech = speechEnvSchema.parse(present);
  const models = { openai: speech.OPENAI_TTS_MODEL, elevenlabs: speech.ELEVENLABS_MODEL };
  return { prices, estimate: (usage) => estimateCost(usage, prices, models) };
}
