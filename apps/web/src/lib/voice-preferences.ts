// The defaults from the catalogue, not the schema module: importing zod would weigh down the first load.
import { DEFAULT_VOICE_SETTINGS } from '@roamcast/shared/catalog/constants';
import type { User, VoiceSettings } from '@roamcast/shared/schemas/user';
import { useSession } from './auth/session';

/**
 * The listener's voice settings: the signed-in user's saved ones, else the defaults (SPEC §3).
 * Visitors always get the defaults: the server speaks their narrations with those, so a choice kept
 * only in this browser would change nothing they hear.
 */
export function voicePreferencesOf(user: User | null | undefined): VoiceSettings {
  return user?.voiceSettings ?? DEFAULT_VOICE_SETTINGS;
}

export function useVoicePreferences(): VoiceSettings {
  const session = useSession();
  return voicePreferencesOf(session.data);
}

/** Whether a new narration should start playing by itself (default true). */
export function useAutoPlayPreference(): boolean {
  return useVoicePreferences().autoPlay;
}
