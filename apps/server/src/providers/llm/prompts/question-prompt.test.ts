import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { buildQuestionPrompt } from './question-prompt';

describe('buildQuestionPrompt', () => {
  it('holds the question, the language, the narration without its markers, the tour and the facts', async () => {
    const facts = (await createOfflineGeocoder().reverse(48.8584, 2.2945, 'fr'))!;
    const built = buildQuestionPrompt({
      question: 'Qui a construit la tour ?',
      language: 'fr',
      narrationText: '[BEGIN NARRATION]La tour a été achevée en 1889 pour l’Exposition universelle.[END NARRATION]',
      facts,
      tourName: 'Paris de fer',
      waypointIndex: 2,
      theme: 'historical_facts',
    });
    expect(built.prompt).toContain('The listener asked: "Qui a construit la tour ?"');
    expect(built.prompt).toContain('Answer in French (Français).');
    expect(built.prompt).toContain('"""\nLa tour a été achevée en 1889 pour l’Exposition universelle.\n"""');
    expect(built.prompt).not.toContain('[BEGIN NARRATION]');
    expect(built.prompt).toContain('They are on the tour "Paris de fer", at stop 3.');
    expect(built.prompt).toContain('Region: Île-de-France');
    expect(built.system).toContain('two to four short spoken sentences');
    expect(built.system).toContain('say so honestly');
  });

  it('works with the question alone', () => {
    const built = buildQuestionPrompt({ question: 'What is the tallest building in Tokyo?', language: 'ja' });
    expect(built.prompt).toBe(
      'The listener asked: "What is the tallest building in Tokyo?"\nAnswer in Japanese (日本語).',
    );
  });
});
