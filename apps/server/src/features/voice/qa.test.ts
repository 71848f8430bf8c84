import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp3DurationSeconds } from '../../providers/tts/offline/mp3-duration';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const goldenGate = { lat: 37.8199, lng: -122.4783 };

async function narrationAt(location: { lat: number; lng: number }, language = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/narration/generate',
    payload: { theme: 'fun_facts', location, language },
  });
  return response.json().data as { narrationText: string };
}

describe('spoken answers', () => {
  it('answers an explorer question from the narration’s facts, with playable audio', async () => {
    const narration = await narrationAt(goldenGate);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/voice/qa',
      payload: {
        question: 'How far is Sausalito?',
        location: goldenGate,
        narrationText: narration.narrationText,
        theme: 'fun_facts',
      },
    });
    expect(response.statusCode).toBe(200);
    const { answer, audioUrl, provider } = response.json().data;
    expect(provider).toBe('offline-answerer');
    expect(answer).toMatch(/Sausalito/);
    expect(answer).toMatch(/\d+(\.\d)? kilometers/);
    const audio = await t.app.inject({ url: audioUrl });
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(mp3DurationSeconds(audio.rawPayload)).toBeGreaterThan(2);
  });

  it('takes the player’s shape with tour context, and answers in the listener’s language', async () => {
    const narration = await narrationAt({ lat: 48.8584, lng: 2.2945 }, 'fr');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/voice/qa',
      payload: {
        question: 'Dans quel pays sommes-nous ?',
        language: 'fr',
        context: {
          location: { lat: 48.8584, lng: 2.2945 },
          narrationText: narration.narrationText,
          tourName: 'Paris à pied',
          waypointIndex: 0,
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.answer).toMatch(/France/);
    expect(response.json().data.answer).toMatch(/\b(la|le|est|vous)\b/);
  });

  it('answers a general question about where the traveller stands', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/voice/general-qa',
      payload: { question: 'What country is this?', location: goldenGate },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.answer).toMatch(/United States/);
  });

  it('refuses empty questions, mixed shapes and someone else’s user id', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/voice/qa',
      payload: { question: '  ', location: goldenGate },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain('question is required');
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/api/voice/qa',
      payload: { question: 'Why?', context: {}, theme: 'x' },
    });
    expect(mixed.statusCode).toBe(400);
    const a = await signUp(t);
    const b = await signUp(t);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/voice/general-qa',
      payload: { question: 'Where am I?', userId: b.userId },
      headers: bearer(a.token),
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('POST /api/voice/transcribe on the whole app', () => {
  it('turns a spoken command (offline voice in, offline recognition out) into its transcript', async () => {
    const { createOfflineSpeechSynthesizer } = await import('../../providers/tts/offline/espeak-synthesizer');
    const voice = createOfflineSpeechSynthesizer();
    try {
      const spoken = await voice.synthesize({ text: 'pause', language: 'en', voice: 'rachel', speed: 1, volume: 1 });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/voice/transcribe',
        payload: { audioData: spoken.audio.toString('base64'), languageCode: 'en-US' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.transcript.toLowerCase()).toBe('pause');
    } finally {
      await voice.close();
    }
  });

  it('says a recording is too short', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/voice/transcribe',
      payload: { audioData: Buffer.alloc(200).toString('base64') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Recording too short. Please hold the button longer and speak clearly.');
  });
});
