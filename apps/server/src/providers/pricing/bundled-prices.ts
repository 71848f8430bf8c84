import type { PriceTable } from './price-table';

/**
 * List prices in US dollars, each read on its provider's own page on the day given. Only prices a
 * provider page states are here; every other model and voice counts as unpriced (see README,
 * "Cost estimates"). Add or correct entries with PRICES_FILE rather than guessing.
 */
export const BUNDLED_PRICES: PriceTable = {
  text: {
    'anthropic:claude-sonnet-5': {
      inputPerMillion: 2,
      outputPerMillion: 10,
      source: 'https://platform.claude.com/docs/pt-BR/models/sonnet-5/overview.md',
      checked: '2026-11-24',
    },
    'anthropic:claude-sonnet-4-5': {
      inputPerMillion: 3,
      outputPerMillion: 15,
      source: 'https://platform.claude.com/docs/ja/models/sonnet-4-5/overview',
      checked: '2026-11-24',
    },
    'anthropic:claude-sonnet-4-5-20250929': {
      inputPerMillion: 3,
      outputPerMillion: 15,
      source: 'https://platform.claude.com/docs/ja/models/sonnet-4-5/overview',
      checked: '2026-11-24',
    },
  },
  speech: {
    'openai-tts:tts-1': {
      perMillionCharacters: 15,
      source: 'https://developers.openai.com/api/docs/models/tts-1',
      checked: '2026-11-24',
    },
    'openai-tts:tts-1-hd': {
      perMillionCharacters: 30,
      source: 'https://developers.openai.com/api/docs/models/tts-1-hd',
      checked: '2026-11-24',
    },
  },
};
