import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponses, mediaResponses } from '@roamcast/shared/schemas/responses';
import { checkResponsesAgainstSchemas, useZodResponseSchemas } from '../src/http/response-schemas';
import { createTestApp, type TestApp } from './test-app';

/**
 * Routes that may answer without a declared response schema, each with its reason. Tests build the app
 * without the web build, so the static files and the SPA fallback (which serve the web app's own
 * files) are not registered here; they would be listed if they were.
 */
const STATIC_BLOBS =
  'the file blob driver serves /media/* through @fastify/static (the files, byte for byte; its misses reach the not-found handler, whose error body is checked)';
const EXCEPTIONS: Record<string, string> = {
  'GET /media/*': STATIC_BLOBS,
  'HEAD /media/*': STATIC_BLOBS,
};

describe('every route declares its responses', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('lists a success schema and the error schemas for every registered route', () => {
    expect(app.routes.length).toBeGreaterThan(40);
    const missing = app.routes
      .filter(({ method, url }) => !EXCEPTIONS[`${method} ${url}`])
      .filter(({ responses }) => {
        const keys = Object.keys(responses ?? {});
        const success = keys.some((key) => /^2(\d\d|xx)$/.test(key) || key === 'default');
        const errors = keys.includes('4xx') || keys.includes('default');
        return !success || !errors;
      })
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it('answers an unknown API path with the declared error body', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, data: null, code: 'not_found' });
  });
});

describe('the response check tests run with', () => {
  async function appAnswering(body: unknown, status = 200, contentType?: string) {
    const app = Fastify({ logger: false });
    useZodResponseSchemas(app);
    checkResponsesAgainstSchemas(app);
    const declared = { schema: { response: jsonResponses(z.object({ count: z.number().int() })) } };
    app.get('/json', declared, async (_request, reply) => {
      if (contentType) reply.type(contentType);
      return reply.code(status).send(body);
    });
    app.get('/audio', { schema: { response: mediaResponses('audio/mpeg') } }, async (_request, reply) =>
      reply.type('audio/mpeg').send(Buffer.from([1, 2, 3])),
    );
    return app;
  }

  it('passes a body its schema allows, unchanged (extra fields kept, nothing stripped)', async () => {
    const app = await appAnswering({ success: true, data: { count: 2, extra: 'kept' }, error: null });
    const response = await app.inject({ url: '/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { count: 2, extra: 'kept' }, error: null });
    expect((await app.inject({ url: '/audio' })).statusCode).toBe(200);
    await app.close();
  });

  it('turns a body its schema refuses into a 500 that names the mismatch', async () => {
    const app = await appAnswering({ success: true, data: { count: 'two' }, error: null });
    const response = await app.inject({ url: '/json' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'response_schema' });
    expect(response.json().error).toContain('data.count');
    await app.close();
  });

  it('checks error statuses against the one error body', async () => {
    const good = await appAnswering({ success: false, data: null, error: 'No', code: 'nope' }, 404);
    expect((await good.inject({ url: '/json' })).statusCode).toBe(404);
    await good.close();
    const bad = await appAnswering({ message: 'No' }, 404);
    expect((await bad.inject({ url: '/json' })).statusCode).toBe(500);
    await bad.close();
  });

  it('refuses a declared JSON route that answers another media type', async () => {
    const app = await appAnswering('<p>hello</p>', 200, 'text/html');
    expect((await app.inject({ url: '/json' })).statusCode).toBe(500);
    await app.close();
  });
});
