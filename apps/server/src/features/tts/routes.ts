import { createHash } from 'node:crypto';
import { responds } from '../../http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import type { FastifyInstance } from 'fastify';
import { ttsTestBodySchema, ttsTestResultSchema } from '@roamcast/shared/schemas/tts';
import type { UsersRepository } from '../../db/repositories/users';
import type { TokenService } from '../../http/auth';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { SpeechProviders } from '../../providers/create-providers';
import { withSpeechDisclosure } from '../../providers/tts/id3-comment';
import type { BlobStore } from '../../storage/blob-store';
import { presentUser } from '../../presenters/user';

interface Deps {
  speech: SpeechProviders;
  users: UsersRepository;
  tokens: TokenService;
  blobs: BlobStore;
  rateLimitPerMinute: number;
}

/** Test Voice in Settings: the sample is spoken by the provider the caller's plan allows. */
export function registerTtsRoutes(app: FastifyInstance, deps: Deps): void {
  const rateLimit = { max: deps.rateLimitPerMinute, timeWindow: '1 minute' };
  app.post(
    '/api/tts/test',
    { config: { rateLimit }, ...responds(jsonResponses(ttsTestResultSchema)) },
    async (request) => {
      const body = validate(ttsTestBodySchema, request.body, 'voice test');
      const caller = await deps.tokens.caller(request);
      const user = caller ? await deps.users.findById(caller.userId) : undefined;
      // presentUser: an unknown tier or an expired trial is freemium.
      const tier = user ? presentUser(user).tier : 'freemium';
      const speech = deps.speech.forSettings(tier, body.provider);
      // The same sample in the same voice is the same file: synthesise it once.
      const key = `audio/voice-tests/${createHash('sha1')
        .update(JSON.stringify([speech.name, body]))
        .digest('hex')}.mp3`;
      if (!(await deps.blobs.exists(key))) {
        const spoken = await speech.synthesize({ ...body });
        await deps.blobs.put(key, withSpeechDisclosure(spoken.audio, spoken.provider), spoken.mimeType);
      }
      return ok({ audioUrl: deps.blobs.urlFor(key), provider: speech.name });
    },
  );
}
