import { composeNarration } from './offline/compose-narration';
import type { NarrationWriter } from './narration-writer';

/** The offline composer as a NarrationWriter: grounded, templated prose with no network and no key. */
export function createOfflineWriter(): NarrationWriter {
  return {
    name: 'offline-composer',
    async write(request) {
      const composed = composeNarration(request);
      return { ...composed, tokens: 0, provider: 'offline-composer', aiWritten: false };
    },
  };
}
