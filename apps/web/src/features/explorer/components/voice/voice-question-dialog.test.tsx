import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { envelope } from '../../../../test/stand-ins';
import { VoiceQuestionDialog } from './voice-question-dialog';

/** The server's GET /api/config/ai, naming the language model or none. */
function serverSays(languageModel: string | null) {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/config/ai' ? envelope({ languageModel }) : envelope(null, 404, 'Not found'),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const dialog = () => (
  <VoiceQuestionDialog
    question="When was the tower built?"
    answering={false}
    onAnswerNow={() => undefined}
    onAnswerLater={() => undefined}
    onClose={() => undefined}
  />
);

afterEach(() => vi.unstubAllGlobals());

describe('the voice question dialog’s AI notice', () => {
  it('says answers come from an AI system when the server has a language model', async () => {
    const fetchMock = serverSays('anthropic:claude-sonnet-5');
    render(dialog());
    expect(await screen.findByTestId('ai-answers')).toHaveTextContent('Answers come from an AI system');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/config/ai']);
  });

  it('says nothing of AI when the offline answerer answers, or the server cannot be asked', async () => {
    const fetchMock = serverSays(null);
    const { unmount } = render(dialog());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByText('How would you like to hear the answer?');
    expect(screen.queryByTestId('ai-answers')).toBeNull();
    unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(dialog());
    await screen.findByText('How would you like to hear the answer?');
    expect(screen.queryByText('Answers come from an AI system')).toBeNull();
  });
});
