import type { FastifyInstance } from 'fastify';
import { responds } from '../../http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import {
  sessionResponseSchema,
  userLimitsSchema,
  voiceSettingsPatchSchema,
  voiceSettingsSchema,
} from '@roamcast/shared/schemas/user';
import type { ReadCache } from '../../db/read-cache';
import type { TokenService } from '../../http/auth';
import { jsonText, ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { UsersService } from './service';

/** Every route here acts on the caller's own account only: the user id comes from the token, never the request. */
export function registerUserRoutes(
  app: FastifyInstance,
  deps: { users: UsersService; tokens: TokenService; reads: ReadCache },
): void {
  // Asked on every page load: kept while nothing is written (the read cache).
  app.get('/api/user/session', responds(jsonResponses(sessionResponseSchema)), async (request, reply) => {
    const caller = await deps.tokens.requireCaller(request);
    const text = await deps.reads.json(`session:${caller.userId}`, async () =>
      ok({ user: await deps.users.session(caller.userId) }),
    );
    return jsonText(reply, text);
  });

  app.get('/api/user/limits', responds(jsonResponses(userLimitsSchema)), async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    return ok(await deps.users.limits(caller.userId));
  });

  app.patch('/api/user/voice-settings', responds(jsonResponses(voiceSettingsSchema)), async (request) => {
    const caller = await deps.tokens.requireCaller(request);
    const patch = validate(voiceSettingsPatchSchema, request.body, 'voice settings');
    const user = await deps.users.updateVoiceSettings(caller.userId, patch);
    return ok(user.voiceSettings);
  });
}
