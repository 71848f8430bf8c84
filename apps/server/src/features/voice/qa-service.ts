import { createHash } from 'node:crypto';
import type { Location } from '@roamcast/shared/schemas/common';
import type { AiConfig, Answer, GeneralQuestionBody, QuestionBody } from '@roamcast/shared/schemas/qa';
import { defaultVoiceSettings } from '@roamcast/shared/schemas/user';
import type { UsersRepository } from '../../db/repositories/users';
import type { Caller } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { presentUser } from '../../presenters/user';
import type { QuestionAnswerer, QuestionRequest } from '../../providers/llm/question-answerer';
import { gatherFacts, type Providers, type SpeechProviders } from '../../providers/create-providers';
import { withSpeechDisclosure } from '../../providers/tts/id3-comment';
import type { BlobStore } from '../../storage/blob-store';

interface Deps {
  answerer: QuestionAnswerer;
  facts: Pick<Providers, 'geocoder' | 'knowledge' | 'live'>;
  speech: SpeechProviders;
  users: UsersRepository;
  blobs: BlobStore;
}

/** Spoken answers: grounded in the narration, the place's facts and the tour, in the listener's language. */
export function createQaService({ answerer, facts: factSources, speech, users, blobs }: Deps) {
  async function answerAloud(
    request: Omit<QuestionRequest, 'facts'>,
    location: Location | undefined,
    caller: Caller | null,
    userId?: string | null,
  ): Promise<Answer> {
    if (userId && caller && userId !== caller.userId) throw forbidden('You can only ask questions as yourself');
    const facts = location ? await gatherFacts(factSources, { ...location, language: request.language }) : null;
    const answered = await answerer.answer({ ...request, facts });
    const row = caller ? await users.findById(caller.userId) : undefined;
    const user = row ? presentUser(row) : null;
    const settings = user?.voiceSettings ?? defaultVoiceSettings;
    const voice = speech.forSettings(user?.tier ?? 'freemium', settings.provider);
    const key = `audio/answers/${createHash('sha1')
      .update(JSON.stringify([voice.name, settings, request.language, answered.answer]))
      .digest('hex')}.mp3`;
    let audioUrl: string | null = blobs.urlFor(key);
    if (!(await blobs.exists(key))) {
      try {
        const spoken = await voice.synthesize({
          text: answered.answer,
          language: request.language,
          voice: settings.voice,
          speed: settings.speed,
          volume: settings.volume,
        });
        await blobs.put(key, withSpeechDisclosure(spoken.audio, spoken.provider), spoken.mimeType);
      } catch {
        // The written answer still helps: the dialog shows it even when it cannot be spoken.
        audioUrl = null;
      }
    }
    return { answer: answered.answer, audioUrl, provider: answered.provider, aiWritten: answered.aiWritten === true };
  }

  return {
    ask(body: QuestionBody, caller: Caller | null): Promise<Answer> {
      if ('context' in body) {
        const { location, ...context } = body.context;
        return answerAloud({ question: body.question, language: body.language, ...context }, location, caller);
      }
      const { location, userId, ...rest } = body;
      return answerAloud(rest, location, caller, userId);
    },

    askGeneral(body: GeneralQuestionBody, caller: Caller | null): Promise<Answer> {
      return answerAloud({ question: body.question, language: body.language }, body.location, caller, body.userId);
    },

    /** GET /api/config/ai: the model that answers (the same service writes narrations), null offline. */
    aiConfig(): AiConfig {
      return { languageModel: answerer.name === 'offline-answerer' ? null : answerer.name };
    },
  };
}

export type QaService = ReturnType<typeof createQaService>;
