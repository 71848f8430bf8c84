import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NarrationView } from './narration-view';
import { eiffelNarration } from '../../../test/eiffel-narration';

const NARRATION = eiffelNarration();

describe('the Explorer story’s AI label', () => {
  it('says a model wrote the story, from the sources listed below it', () => {
    render(<NarrationView narration={{ ...NARRATION, aiWritten: true }} placeName="Eiffel Tower" />);
    const note = screen.getByTestId('ai-written');
    expect(note).toHaveTextContent('Written by AI from the sources below');
    // Under the text, above the sources.
    const text = screen.getByTestId('narration-text');
    const sources = screen.getByTestId('narration-sources');
    expect(text.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(sources) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says only “Written by AI” when no sources are listed', () => {
    render(<NarrationView narration={{ ...NARRATION, sources: [], aiWritten: true }} placeName="Eiffel Tower" />);
    expect(screen.getByTestId('ai-written')).toHaveTextContent(/^Written by AI$/);
  });

  it('says nothing of AI for a story the offline composer wrote, or one saved before it was recorded', () => {
    const { unmount } = render(
      <NarrationView narration={{ ...NARRATION, aiWritten: false }} placeName="Eiffel Tower" />,
    );
    expect(screen.queryByTestId('ai-written')).toBeNull();
    expect(screen.queryByText(/Written by AI/)).toBeNull();
    unmount();
    render(<NarrationView narration={NARRATION} placeName="Eiffel Tower" />);
    expect(screen.queryByText(/Written by AI/)).toBeNull();
  });
});
