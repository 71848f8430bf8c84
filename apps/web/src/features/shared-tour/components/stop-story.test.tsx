import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PublicStopNarration } from '@roamcast/shared/schemas/public-tour';
import type { PageStop } from '../logic/page-tour';
import { StopStory } from './stop-story';

const NARRATION: PublicStopNarration = {
  id: 'n-1',
  title: 'The iron lady',
  theme: 'historical_facts',
  language: 'en',
  narrationText: 'You are standing at the foot of the Eiffel Tower.',
  audioUrl: '/media/audio/n-1.mp3',
  photoUrls: [],
  heroImageUrl: null,
  sources: ['Wikipedia (en): Eiffel Tower'],
};

const stopWith = (narration: PublicStopNarration | null): PageStop => ({
  index: 0,
  name: 'Eiffel Tower',
  location: { lat: 48.8584, lng: 2.2945 },
  theme: 'historical_facts',
  narration,
});

const story = (stop: PageStop) => <StopStory stop={stop} request={null} onRequest={() => undefined} />;

describe('the shared tour page’s AI label', () => {
  it('says under the story that a model wrote it (the page lists no sources)', () => {
    render(story(stopWith({ ...NARRATION, aiWritten: true })));
    expect(screen.getByTestId('narration-text')).toHaveTextContent('foot of the Eiffel Tower');
    expect(screen.getByTestId('ai-written')).toHaveTextContent(/^Written by AI$/);
  });

  it('says nothing of AI for an offline story, an older copy, or a stop without a story', () => {
    const { rerender } = render(story(stopWith({ ...NARRATION, aiWritten: false })));
    expect(screen.queryByTestId('ai-written')).toBeNull();
    rerender(story(stopWith(NARRATION)));
    expect(screen.queryByTestId('ai-written')).toBeNull();
    rerender(story(stopWith(null)));
    expect(screen.queryByTestId('ai-written')).toBeNull();
  });
});
