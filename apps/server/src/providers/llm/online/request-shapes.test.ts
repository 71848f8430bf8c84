import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnthropicModel } from './anthropic-model';
import { createGeminiModel } from './gemini-model';
import { createOpenAiModel } from './openai-model';
import { json, sse, startStandIn, type StandIn } from '../../../../test/stand-ins/llm';
import { collectText, type TextModelRequest } from './text-model';
import { WIRE_FORMATS } from './wire-formats';

const REQUEST: TextModelRequest = {
  system: 'You are a guide.',
  prompt: 'Say hello.',
  maxTokens: 321,
  temperature: 0.5,
};
const FAST = { firstTokenMs: 2000, totalMs: 5000, retryDelayMs: 0 };
const [openai, anthropic, gemini] = WIRE_FORMATS as [
  (typeof WIRE_FORMATS)[0],
  (typeof WIRE_FORMATS)[0],
  (typeof WIRE_FORMATS)[0],
];

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

describe('OpenAI-compatible chat completions', () => {
  it('posts the chat body with a bearer key', async () => {
    standIn.respond(sse(openai.frames(['Hi.'], { input: 1, output: 1 })));
    const model = createOpenAiModel({
      model: 'gpt-test',
      apiKey: 'sk-test',
      baseUrl: `${standIn.url}/v1/`,
      timeouts: FAST,
    });
    await collectText(model, REQUEST);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      model: 'gpt-test',
      messages: [
        { role: 'system', content: 'You are a guide.' },
        { role: 'user', content: 'Say hello.' },
      ],
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 321,
      temperature: 0.5,
    });
  });

  it('sends no authorization header to a keyless local server, and estimates tokens it does not report', async () => {
    standIn.respond(sse([{ data: { choices: [{ delta: { content: 'Local answer.' } }] } }, { data: '[DONE]' }]));
    const model = createOpenAiModel({ model: 'llama3', baseUrl: standIn.url, timeouts: FAST });
    const result = await collectText(model, REQUEST);
    expect(standIn.requests[0]!.headers.authorization).toBeUndefined();
    expect(standIn.requests[0]!.url).toBe('/chat/completions');
    const characters = REQUEST.system.length + REQUEST.prompt.length + 'Local answer.'.length;
    expect(result).toEqual({ text: 'Local answer.', tokens: Math.ceil(characters / 4) });
  });

  it('reports an error sent inside the stream', async () => {
    standIn.respond(sse([{ data: { error: { message: 'context length exceeded' } } }]));
    const model = createOpenAiModel({ model: 'llama3', baseUrl: standIn.url, timeouts: FAST });
    await expect(collectText(model, REQUEST)).rejects.toThrow('context length exceeded');
  });
});

describe('Anthropic Messages', () => {
  const anthropicModel = (model: string) =>
    createAnthropicModel({ model, apiKey: 'ak-test', baseUrl: standIn.url, timeouts: FAST });

  it('posts the messages body with the key and version headers', async () => {
    standIn.respond(sse(anthropic.frames(['Hi.'], { input: 1, output: 1 })));
    const model = anthropicModel('claude-test');
    await collectText(model, REQUEST);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/messages' });
    expect(request!.headers['x-api-key']).toBe('ak-test');
    expect(request!.headers['anthropic-version']).toBe('2023-06-01');
    expect(request!.body).toEqual({
      model: 'claude-test',
      system: 'You are a guide.',
      messages: [{ role: 'user', content: 'Say hello.' }],
      max_tokens: 321,
      stream: true,
      temperature: 0.5,
    });
  });

  it('retries an overloaded error event that came before any text', async () => {
    const overloaded = {
      event: 'error',
      data: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    };
    standIn.respond(sse([overloaded]), sse(anthropic.frames(['After the storm.'], { input: 9, output: 4 })));
    const model = anthropicModel('claude-test');
    expect(await collectText(model, REQUEST)).toEqual({ text: 'After the storm.', tokens: 13 });
    expect(standIn.requests).toHaveLength(2);
  });

  it('does not retry an invalid request error event', async () => {
    const invalid = {
      event: 'error',
      data: { type: 'error', error: { type: 'invalid_request_error', message: 'bad' } },
    };
    standIn.respond(sse([invalid]));
    const model = anthropicModel('claude-test');
    await expect(collectText(model, REQUEST)).rejects.toThrow('invalid_request_error: bad');
    expect(standIn.requests).toHaveLength(1);
  });

  // Newer models (Claude Sonnet 5 on) answer 400 to a non-default temperature.
  const refusesTemperature: Parameters<StandIn['respond']>[0] = (request, response) => {
    if ('temperature' in request.body) {
      json(response, 400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'temperature: not supported for this model' },
      });
    } else sse(anthropic.frames(['Plain sampling.'], { input: 3, output: 2 }))(request, response);
  };

  it('asks again without temperature when the model refuses it, and leaves it out from then on', async () => {
    standIn.respond(refusesTemperature);
    const model = anthropicModel('claude-next');
    expect(await collectText(model, REQUEST)).toEqual({ text: 'Plain sampling.', tokens: 5 });
    expect(standIn.requests.map((request) => 'temperature' in request.body)).toEqual([true, false]);

    expect((await collectText(model, REQUEST)).text).toBe('Plain sampling.');
    expect(standIn.requests.map((request) => 'temperature' in request.body)).toEqual([true, false, false]);
  });

  it('does not ask again for another 400', async () => {
    standIn.respond((_request, response) =>
      json(response, 400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'max_tokens: too large' },
      }),
    );
    const model = anthropicModel('claude-next');
    await expect(collectText(model, REQUEST)).rejects.toThrow('max_tokens: too large');
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('Gemini streamGenerateContent', () => {
  it('posts the generateContent body with the key header, thinking off on 2.5 Flash', async () => {
    standIn.respond(sse(gemini.frames(['Hi.'], { input: 1, output: 1 })));
    const model = createGeminiModel({
      model: 'gemini-2.5-flash',
      apiKey: 'gk-test',
      baseUrl: standIn.url,
      timeouts: FAST,
    });
    await collectText(model, REQUEST);
    const [request] = standIn.requests;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse',
    });
    expect(request!.headers['x-goog-api-key']).toBe('gk-test');
    expect(request!.body).toEqual({
      systemInstruction: { parts: [{ text: 'You are a guide.' }] },
      contents: [{ role: 'user', parts: [{ text: 'Say hello.' }] }],
      generationConfig: { maxOutputTokens: 321, temperature: 0.5, thinkingConfig: { thinkingBudget: 0 } },
    });
  });

  it('leaves thinking to other models and skips thought parts', async () => {
    standIn.respond(
      sse([
        {
          data: {
            candidates: [
              {
                content: { parts: [{ text: 'Let me think', thought: true }, { text: 'Answer.' }] },
                finishReason: 'STOP',
              },
            ],
            usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 2, thoughtsTokenCount: 30 },
          },
        },
      ]),
    );
    const model = createGeminiModel({
      model: 'gemini-2.5-pro',
      apiKey: 'gk-test',
      baseUrl: standIn.url,
      timeouts: FAST,
    });
    expect(await collectText(model, REQUEST)).toEqual({ text: 'Answer.', tokens: 42 });
    expect(standIn.requests[0]!.body.generationConfig).toEqual({ maxOutputTokens: 321, temperature: 0.5 });
  });

  it('reports a blocked prompt', async () => {
    standIn.respond(sse([{ data: { promptFeedback: { blockReason: 'SAFETY' } } }]));
    const model = createGeminiModel({
      model: 'gemini-2.5-pro',
      apiKey: 'gk-test',
      baseUrl: standIn.url,
      timeouts: FAST,
    });
    await expect(collectText(model, REQUEST)).rejects.toThrow('the prompt was blocked: SAFETY');
  });
});
