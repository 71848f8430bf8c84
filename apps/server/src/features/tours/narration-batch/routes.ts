import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responds } from '../../../http/response-schemas';
import { jsonResponses, mediaResponses } from '@roamcast/shared/schemas/responses';
import { idParamsSchema } from '@roamcast/shared/schemas/common';
import {
  batchProgressSchema,
  generateNarrationsBodySchema,
  listenerLanguageQuerySchema,
  type BatchProgress,
} from '@roamcast/shared/schemas/tour-jobs';
import type { TokenService } from '../../../http/auth';
import { ok } from '../../../http/reply';
import { validate } from '../../../http/validate';
import type { NarrationBatchService } from './narration-batch-service';
import { isFinished } from './present-batch-progress';

const BASE = '/api/tour-maker/routes/:id/generate-narrations';
/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

/** SPEC §7 Generate All: start or join the batch, read its progress, or follow it as server-sent events. */
export function registerNarrationBatchRoutes(
  app: FastifyInstance,
  deps: { batches: NarrationBatchService; tokens: TokenService },
): void {
  const streams = new Set<() => void>();
  // Open streams would hold the server's close forever: they end first.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  // Answers at once with the batch's progress; the work runs as a job, never inside the request.
  // Visitors may start a famous tour's batch, so starts are limited per address (joining one is cheap).
  // Only a valid token raises the limit: an Authorization header alone (say `Bearer junk`) does not.
  const rateLimit = {
    keyGenerator: async (request: FastifyRequest) => {
      const caller = await deps.tokens.caller(request);
      return caller ? `user:${caller.userId}` : `address:${request.ip}`;
    },
    max: async (request: FastifyRequest) => ((await deps.tokens.caller(request)) ? 600 : 30),
    timeWindow: '1 minute',
  };
  app.post(BASE, { config: { rateLimit }, ...responds(jsonResponses(batchProgressSchema)) }, async (request, reply) => {
    // A famous tour's batch is open to visitors; the service asks anyone else to sign in.
    const caller = await deps.tokens.caller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    const body = validate(generateNarrationsBodySchema, request.body, 'narration batch request');
    reply.status(202);
    return ok(await deps.batches.start(id, body, caller));
  });

  app.get(`${BASE}/progress`, responds(jsonResponses(batchProgressSchema)), async (request) => {
    // A famous tour's batch is open to visitors; the service asks anyone else to sign in.
    const caller = await deps.tokens.caller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    const { language } = validate(listenerLanguageQuerySchema, request.query, 'progress request');
    return ok(await deps.batches.progress(id, caller, language));
  });

  // Bearer header, not a token in the URL: the web app reads this stream with fetch.
  app.get(`${BASE}/events`, responds(mediaResponses('text/event-stream')), async (request, reply) => {
    // A famous tour's batch is open to visitors; the service asks anyone else to sign in.
    const caller = await deps.tokens.caller(request);
    const { id } = validate(idParamsSchema, request.params, 'tour id');
    const { language } = validate(listenerLanguageQuerySchema, request.query, 'progress request');
    const raw = reply.raw;
    let ready = false;
    let open = true;
    let latest: BatchProgress | null = null;
    let stop = () => undefined as void;

    const end = () => {
      if (!open) return;
      open = false;
      stop();
      clearInterval(keepAlive);
      streams.delete(end);
      raw.end();
    };
    const send = (progress: BatchProgress) => {
      latest = progress;
      if (!ready || !open) return;
      raw.write(`event: progress\ndata: ${JSON.stringify(progress)}\n\n`);
      if (isFinished(progress)) end();
    };

    // Ownership and the tour's existence are checked here, while errors can still be answered as JSON.
    const followed = await deps.batches.follow(id, caller, send, language);
    stop = followed.stop;
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    const keepAlive = setInterval(() => open && raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    ready = true;
    streams.add(end);
    raw.on('close', end);
    // The newest known state first (a change may have come in while the headers were being written).
    send(latest ?? followed.initial);
    // An idle tour (no batch yet) has nothing more to tell.
    if (followed.initial.status === 'idle') end();
  });
}
