import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voiceSettingsSchema, type User, type VoiceSettings } from '@roamcast/shared/schemas/user';
import { api } from '../../../lib/api/api-client';
import { sessionQueryKey } from '../../../lib/auth/session';
import { requestNarrationRegeneration } from '../../../lib/narration-events';

/** Raised when the server answered without saying it saved: the UI shows 'Failed to save settings' (SPEC §8). */
export class SaveNotConfirmedError extends Error {
  override name = 'SaveNotConfirmedError';
}

/** PATCH /api/user/voice-settings (SPEC §7); the server answers with the saved settings. */
export async function saveVoiceSettings(settings: VoiceSettings): Promise<VoiceSettings> {
  const saved = voiceSettingsSchema.safeParse(await api.patch<unknown>('/api/user/voice-settings', settings));
  if (!saved.success) throw new SaveNotConfirmedError();
  return saved.data;
}

/**
 * Save & Regenerate: save, show the new settings at once, refresh the session from the server, and
 * ask whoever plays a narration (the Explorer) to regenerate it in the new voice.
 */
export function useSaveVoiceSettings(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoiceSettings,
    onSuccess: (voiceSettings) => {
      queryClient.setQueryData<User | null>(sessionQueryKey, (user) => (user ? { ...user, voiceSettings } : user));
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onSaved();
      requestNarrationRegeneration();
    },
  });
}
