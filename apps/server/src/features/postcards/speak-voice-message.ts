import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { UserRow } from '../../db/repositories/users';
import { presentUser } from '../../presenters/user';
import type { SpeechProviders } from '../../providers/create-providers';
import { withSpeechDisclosure } from '../../providers/tts/id3-comment';
import type { BlobStore } from '../../storage/blob-store';

interface Deps {
  speech: SpeechProviders;
  blobs: BlobStore;
  log?: { warn(details: object, message: string): void };
}

/**
 * The voice message spoken in the sender's voice settings by the provider their plan allows
 * (premium voices for Premium, cloud voices otherwise, as narrations choose), stored as MP3. The
 * written message is the transcript, spoken in the language the sender writes the app in. If it cannot be spoken, the card keeps the transcript alone.
 */
export async function speakVoiceMessage(
  deps: Deps,
  user: UserRow,
  message: { text: string; language: LanguageCode },
  postcardId: string,
): Promise<string | null> {
  const { tier, voiceSettings } = presentUser(user);
  try {
    const voice = deps.speech.forSettings(tier, voiceSettings.provider);
    const spoken = await voice.synthesize({
      text: message.text,
      language: message.language,
      voice: voiceSettings.voice,
      speed: voiceSettings.speed,
      volume: voiceSettings.volume,
    });
    const labelled = withSpeechDisclosure(spoken.audio, spoken.provider);
    return await deps.blobs.put(`audio/postcards/${postcardId}.mp3`, labelled, spoken.mimeType);
  } catch (error) {
    deps.log?.warn({ err: error, postcardId }, 'postcard voice message could not be spoken');
    return null;
  }
}
