import type { TtsTestBody } from '@roamcast/shared/schemas/tts';
import { api } from '../../../lib/api/api-client';

/** POST /api/tts/test (SPEC §7): a short sample spoken in the chosen voice; answers its audio URL. */
export async function testVoice(body: TtsTestBody): Promise<string> {
  const { audioUrl } = await api.post<{ audioUrl?: string }>('/api/tts/test', body);
  if (!audioUrl) throw new Error('No test audio returned');
  return audioUrl;
}
