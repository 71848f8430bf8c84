import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Narration } from '@roamcast/shared/schemas/narration';
import { tourFromNarration } from '../logic/player-tour';
import { NarrationPanel } from './narration-panel';
import { eiffelNarration } from '../../../test/eiffel-narration';

const STORY = eiffelNarration();
const NARRATION = { ...STORY, cost: { ...STORY.cost, provider: 'openai:gpt-4o-mini' } };

const stopOf = (narration: Narration) => tourFromNarration(narration).stops[0]!;

describe('the player story’s AI label', () => {
  it('says under the text that a model wrote the stop’s story, from the sources below', () => {
    render(<NarrationPanel stop={stopOf({ ...NARRATION, aiWritten: true })} />);
    const note = screen.getByTestId('ai-written');
    expect(note).toHaveTextContent('Written by AI from the sources below');
    expect(
      screen.getByTestId('narration-text').compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says nothing of AI for a story the offline composer wrote', () => {
    render(<NarrationPanel stop={stopOf({ ...NARRATION, aiWritten: false })} />);
    expect(screen.getByTestId('narration-text')).toBeInTheDocument();
    expect(screen.queryByText(/Written by AI/)).toBeNull();
  });
});
