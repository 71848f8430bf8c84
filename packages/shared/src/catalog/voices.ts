/** The five narrator voices (SPEC §3), each with a cloud (Google) and a premium (ElevenLabs) voice id. */
export const NARRATOR_VOICE_IDS = ['rachel', 'adam', 'emily', 'marcus', 'sarah'] as const;
export type NarratorVoiceId = (typeof NARRATOR_VOICE_IDS)[number];

export interface NarratorVoice {
  id: NarratorVoiceId;
  displayName: string;
  description: string;
  gender: 'female' | 'male';
  cloudVoiceId: string;
  premiumVoiceId: string;
}

export const NARRATOR_VOICES: readonly NarratorVoice[] = [
  {
    id: 'rachel',
    displayName: 'Rachel',
    description: 'Clear narrator, warm tone',
    gender: 'female',
    cloudVoiceId: 'en-US-Studio-O',
    premiumVoiceId: '21m00Tcm4TlvDq8ikWAM',
  },
  {
    id: 'adam',
    displayName: 'Adam',
    description: 'Deep, authoritative',
    gender: 'male',
    cloudVoiceId: 'en-US-Studio-Q',
    premiumVoiceId: 'pNInz6obpgDQGcFmaJgB',
  },
  {
    id: 'emily',
    displayName: 'Emily',
    description: 'Bright, energetic',
    gender: 'female',
    cloudVoiceId: 'en-US-Neural2-F',
    premiumVoiceId: 'LcfcDJNUP1GQjkzn1xUU',
  },
  {
    id: 'marcus',
    displayName: 'Marcus',
    description: 'Smooth, professional',
    gender: 'male',
    cloudVoiceId: 'en-US-Neural2-D',
    premiumVoiceId: 'TxGEqnHWrfWFTfGW9XjX',
  },
  {
    id: 'sarah',
    displayName: 'Sarah',
    description: 'Calm, storytelling',
    gender: 'female',
    cloudVoiceId: 'en-US-Neural2-C',
    premiumVoiceId: 'EXAVITQu4vr4xnSDxMaL',
  },
];

export const DEFAULT_NARRATOR_VOICE: NarratorVoiceId = 'rachel';

/** Finds a narrator by its own id or by either provider's voice id; unknown voices get the default. */
export function findNarratorVoice(voice: string | null | undefined): NarratorVoice {
  return (
    NARRATOR_VOICES.find((v) => v.id === voice || v.cloudVoiceId === voice || v.premiumVoiceId === voice) ??
    NARRATOR_VOICES[0]!
  );
}
