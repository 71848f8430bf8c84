import { WIRE_FORMATS } from '../src/providers/llm/online/wire-formats';
import { createOfflineSpeechSynthesizer } from '../src/providers/tts/offline/espeak-synthesizer';
import { startStandIn as startModel, type StandIn as ModelStandIn } from './stand-ins/llm';
import {
  startStandIn as startVoice,
  wrapLikeAService,
  type StandIn as VoiceStandIn,
  type StandInHandler as VoiceHandler,
} from './stand-ins/tts';

/** Anthropic's wire format: the stand-in model streams its frames. */
export const anthropic = WIRE_FORMATS[1]!;

/** A story about the Eiffel Tower, as the model writes it (feed it to `anthropic.frames`). */
export const EIFFEL_STORY = [
  'TITLE: The iron lady',
  '[BEGIN NARRATION]',
  'You are standing at the foot of the Eiffel Tower in Paris. ',
  'Look up at the lattice of iron that has watched over the Champ de Mars for more than a century. ',
  'Engineers once called it a folly; today millions climb it every year to see the river below. ',
  'Take a moment to listen to the city around you.',
  '[END NARRATION]',
];

/** A one-minute historical narration at the Eiffel Tower, in English: the body of /api/narration/generate. */
export const PARIS = {
  theme: 'historical_facts',
  location: { lat: 48.8584, lng: 2.2945 },
  language: 'en',
  duration: 1,
};

export interface StandInCloud {
  /** Anthropic's messages API. */
  model: ModelStandIn;
  /** OpenAI's speech API (and whatever else a test makes it answer). */
  voice: VoiceStandIn;
  /** The voice's usual answer: real speech from the offline engine, wrapped as a service sends it. */
  speaksMp3: VoiceHandler;
  /** The variables that send the app's writer to `model` and its cloud voice (OpenAI tts-1) to `voice`. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A stand-in Anthropic model and a stand-in OpenAI voice that speaks real MP3. */
export async function startStandInCloud(): Promise<StandInCloud> {
  const engine = createOfflineSpeechSynthesizer();
  const mp3 = (await engine.synthesize({ text: 'Hello there.', language: 'en', voice: 'rachel', speed: 1, volume: 1 }))
    .audio;
  await engine.close();
  const [model, voice] = await Promise.all([startModel(), startVoice()]);
  const speaksMp3: VoiceHandler = (_sent, response) =>
    response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(wrapLikeAService(mp3));
  voice.answer(speaksMp3);
  return {
    model,
    voice,
    speaksMp3,
    env: {
      LLM_PROVIDER: 'anthropic',
      ANTHROPIC_API_KEY: 'ak-test',
      ANTHROPIC_BASE_URL: model.url,
      TTS_CLOUD_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${voice.url}/v1`,
      OPENAI_TTS_MODEL: 'tts-1',
    },
    async close() {
      await Promise.all([model.close(), voice.close()]);
    },
  };
}
