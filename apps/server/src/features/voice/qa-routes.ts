import type { FastifyInstance } from 'fastify';
import { responds } from '../../http/response-schemas';
import { jsonResponses } from '@roamcast/shared/schemas/responses';
import {
  aiConfigSchema,
  answerSchema,
  generalQuestionBodySchema,
  questionBodySchema,
} from '@roamcast/shared/schemas/qa';
import type { TokenService } from '../../http/auth';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import type { QaService } from './qa-service';

export function registerQaRoutes(
  app: FastifyInstance,
  deps: { qa: QaService; tokens: TokenService; rateLimitPerMinute: number },
): void {
  const rateLimit = { max: deps.rateLimitPerMinute * 2, timeWindow: '1 minute' };

  app.post('/api/voice/qa', { config: { rateLimit }, ...responds(jsonResponses(answerSchema)) }, async (request) => {
    const body = validate(questionBodySchema, request.body, 'question');
    return ok(await deps.qa.ask(body, await deps.tokens.caller(request)));
  });

  // Public: the Q&A dialog says answers come from an AI system before anyone asks.
  app.get('/api/config/ai', responds(jsonResponses(aiConfigSchema)), async () => ok(deps.qa.aiConfig()));

  app.post(
    '/api/voice/general-qa',
    { config: { rateLimit }, ...responds(jsonResponses(answerSchema)) },
    async (request) => {
      const body = validate(generalQuestionBodySchema, request.body, 'question');
      return ok(await deps.qa.askGeneral(body, await deps.tokens.caller(request)));
    },
  );
}
