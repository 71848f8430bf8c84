import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ExplorerVoice } from './explorer-voice';
import { installFakeMicrophone } from '../../../../test/fake-media-devices';
import { envelope, fakeActions, heard, holdAndSpeak, lisbon, status, stubApi, wait } from './voice-test-kit';

const question = 'Tell me about this place';
const answer = {
  answer: 'Baixa was rebuilt after the 1755 earthquake.',
  audioUrl: '/media/qa-1.mp3',
  provider: 'offline',
};

/** An answer the test releases when it likes, to see 'Generating answer...' first. */
function pendingAnswer() {
  let release = () => {};
  const route = () => new Promise<Response>((resolve) => (release = () => resolve(envelope(answer))));
  return { route, release: () => release() };
}

const questionDialog = () => screen.getByRole('dialog', { name: 'Voice Question' });
const answerDialog = () => screen.queryByRole('dialog', { name: 'Answer' });

beforeEach(() => {
  vi.useFakeTimers();
  installFakeMicrophone();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExplorerVoice questions', () => {
  it('Answer Now pauses the story, answers it aloud, closes 1 s after the audio ends and resumes', async () => {
    const pending = pendingAnswer();
    const api = stubApi({ '/api/voice/transcribe': heard(question), '/api/voice/qa': pending.route });
    const { actions } = fakeActions();
    render(<ExplorerVoice actions={actions} language="es" />);
    await holdAndSpeak();

    const dialog = questionDialog();
    expect(dialog).toHaveTextContent(question);
    expect(dialog).toHaveTextContent('How would you like to hear the answer?');
    expect(actions.pause).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /Answer Now/ }));
    await wait(10);
    expect(actions.pause).toHaveBeenCalledOnce();
    expect(questionDialog()).toHaveTextContent('Generating answer...');
    expect(within(questionDialog()).queryByRole('button', { name: /Answer Now/ })).not.toBeInTheDocument();
    expect(api.bodiesOf('/api/voice/qa')).toEqual([
      {
        question,
        location: lisbon,
        narrationText: 'Tram 28 rattles up the hill.',
        theme: 'fun_facts',
        language: 'es',
      },
    ]);

    pending.release();
    await wait(10);
    const shown = answerDialog()!;
    expect(screen.queryByRole('dialog', { name: 'Voice Question' })).not.toBeInTheDocument();
    expect(shown).toHaveTextContent('Baixa was rebuilt after the 1755 earthquake.');
    const audio = within(shown).getByLabelText('Answer audio') as HTMLAudioElement;
    expect(audio).toHaveAttribute('src', '/media/qa-1.mp3');
    expect(audio.autoplay).toBe(true);

    fireEvent.playing(audio);
    expect(shown).toHaveTextContent('Playing answer...');
    fireEvent.ended(audio);
    await wait(900);
    expect(answerDialog()).toBeInTheDocument();
    expect(actions.play).not.toHaveBeenCalled();
    await wait(100);
    expect(answerDialog()).not.toBeInTheDocument();
    expect(actions.play).toHaveBeenCalledOnce();
  });

  it('closing the answer before it ends resumes the narration too', async () => {
    stubApi({ '/api/voice/transcribe': heard(question), '/api/voice/qa': () => envelope(answer) });
    const { actions } = fakeActions();
    render(<ExplorerVoice actions={actions} language="en" />);
    await holdAndSpeak();
    fireEvent.click(screen.getByRole('button', { name: /Answer Now/ }));
    await wait(10);
    fireEvent.click(within(answerDialog()!).getByRole('button', { name: 'Close' }));
    await wait(10);
    expect(answerDialog()).not.toBeInTheDocument();
    expect(actions.play).toHaveBeenCalledOnce();
    await wait(2000);
    expect(actions.play).toHaveBeenCalledOnce();
  });

  it('Answer Later waits for the segment to end, then pauses and answers', async () => {
    const api = stubApi({ '/api/voice/transcribe': heard(question), '/api/voice/qa': () => envelope(answer) });
    let pending = true;
    const { actions, endSegment } = fakeActions({ isNarrationPending: () => pending });
    render(<ExplorerVoice actions={actions} language="en" />);
    await holdAndSpeak();
    fireEvent.click(screen.getByRole('button', { name: /Answer Later/ }));
    await wait(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Your answer will play after this segment.');
    expect(api.bodiesOf('/api/voice/qa')).toEqual([]);
    expect(actions.pause).not.toHaveBeenCalled();

    endSegment();
    await wait(10);
    expect(actions.pause).toHaveBeenCalledOnce();
    expect(api.bodiesOf('/api/voice/qa')).toHaveLength(1);
    expect(answerDialog()).toHaveTextContent('Baixa was rebuilt after the 1755 earthquake.');
    pending = false;
    await wait(5000);
    expect(api.bodiesOf('/api/voice/qa')).toHaveLength(1);
  });

  it('Answer Later answers once nothing is pending any more', async () => {
    const api = stubApi({ '/api/voice/transcribe': heard(question), '/api/voice/qa': () => envelope(answer) });
    let pending = true;
    const { actions } = fakeActions({ isNarrationPending: () => pending });
    render(<ExplorerVoice actions={actions} language="en" />);
    await holdAndSpeak();
    fireEvent.click(screen.getByRole('button', { name: /Answer Later/ }));
    await wait(3000);
    expect(api.bodiesOf('/api/voice/qa')).toEqual([]);
    pending = false;
    await wait(1000);
    expect(api.bodiesOf('/api/voice/qa')).toHaveLength(1);
    expect(answerDialog()).toBeInTheDocument();
  });

  it('asks the general endpoint about where the traveller is when no story has been told', async () => {
    const api = stubApi({
      '/api/voice/transcribe': heard('What is this building'),
      '/api/voice/general-qa': () => envelope(answer),
    });
    const { actions } = fakeActions({ context: () => null, currentLocation: () => lisbon });
    render(<ExplorerVoice actions={actions} language="en" />);
    await holdAndSpeak();
    fireEvent.click(screen.getByRole('button', { name: /Answer Now/ }));
    await wait(10);
    expect(api.bodiesOf('/api/voice/general-qa')).toEqual([
      { question: 'What is this building', location: lisbon, language: 'en' },
    ]);
    expect(api.bodiesOf('/api/voice/qa')).toEqual([]);
    expect(answerDialog()).toBeInTheDocument();
  });

  it('says "Failed to generate answer. Please try again." and lets the story go on when answering fails', async () => {
    stubApi({
      '/api/voice/transcribe': heard(question),
      '/api/voice/qa': () => envelope(null, 502, 'Language model unavailable'),
    });
    const { actions } = fakeActions();
    render(<ExplorerVoice actions={actions} language="en" />);
    await holdAndSpeak();
    fireEvent.click(screen.getByRole('button', { name: /Answer Now/ }));
    await wait(10);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Failed to generate answer. Please try again.');
    expect(actions.pause).toHaveBeenCalledOnce();
    expect(actions.play).toHaveBeenCalledOnce();
    await wait(3000);
    expect(status()).toHaveTextContent('');
  });

  it('closing the question dialog drops the question without touching the narration', async () => {
    const api = stubApi({ '/api/voice/transcribe': heard(question) });
    const { actions } = fakeActions();
    render(<ExplorerVoice actions={actions} language="en" />);
    await holdAndSpeak();
    fireEvent.click(within(questionDialog()).getByRole('button', { name: 'Close' }));
    await wait(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('/api/voice/qa')).toEqual([]);
    expect(actions.pause).not.toHaveBeenCalled();
    expect(actions.play).not.toHaveBeenCalled();
  });
});
