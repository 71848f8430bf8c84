import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sse, startStandIn, type StandIn } from '../../../../test/stand-ins/llm';
import { WIRE_FORMATS } from '../../../providers/llm/online/wire-formats';
import { bearer, createTestApp, signUp, type TestApp } from '../../../../test/test-app';

// A model answering every stop with a short narration; the prompts it receives are what is checked.
const openai = WIRE_FORMATS[0]!;
const STORY = [
  'TITLE: A stop',
  '[BEGIN NARRATION]',
  'Here the river bends past the old harbour wall. ',
  'Listen to the water.',
  '[END NARRATION]',
];

let standIn: StandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startStandIn();
  standIn.respond(sse(openai.frames(STORY, { input: 10, output: 10 })));
  t = await createTestApp({
    env: {
      LLM_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${standIn.url}/v1`,
      JOB_POLL_MS: '100',
    },
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function untilNarrated(id: string, token: string) {
  for (let tries = 0; tries < 600; tries++) {
    const progress = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tour-maker/routes/${id}/generate-narrations/progress`,
        headers: bearer(token),
      })
    ).json().data;
    if (progress.completed || progress.failed) return progress;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the batch did not finish');
}

const prompts = () => standIn.requests.map((request) => JSON.stringify(request.body.messages));

describe('a tour stop’s story knows its tour', () => {
  it('asks for a tour-stop narration naming the tour and the stop', async () => {
    const { token } = await signUp(t);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/routes',
      headers: bearer(token),
      payload: {
        name: 'Harbour lights',
        theme: 'historical_facts',
        pointsOfInterest: [
          {
            name: 'Ferry Building',
            latitude: 37.7955,
            longitude: -122.3937,
            description: 'Clock tower on the Embarcadero',
          },
        ],
      },
    });
    const tour = saved.json().data;
    await t.app.inject({
      method: 'POST',
      url: `/api/tour-maker/routes/${tour.id}/generate-narrations`,
      headers: bearer(token),
      payload: {},
    });
    expect(await untilNarrated(tour.id, token)).toMatchObject({ completed: true });
    expect(prompts().some((prompt) => prompt.includes('one stop of the tour \\"Harbour lights\\"'))).toBe(true);
    expect(
      prompts().some((prompt) => prompt.includes('This stop: Ferry Building (Clock tower on the Embarcadero)')),
    ).toBe(true);
  });

  it('writes a deep dive’s chapters about what the listener wants to learn', async () => {
    const { token } = await signUp(t);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tour-maker/deep-dive-tour',
      headers: bearer(token),
      payload: {
        placeOrTopic: 'Kyoto',
        coordinates: { lat: 35.0116, lng: 135.7681 },
        detailedPrompt: 'How Zen shaped its gardens',
        length: 'short',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await untilNarrated(made.json().data.id, token)).toMatchObject({ completed: true });
    expect(
      prompts().some((prompt) =>
        prompt.includes('What the listener wants to learn: Kyoto: How Zen shaped its gardens'),
      ),
    ).toBe(true);
  });
});
