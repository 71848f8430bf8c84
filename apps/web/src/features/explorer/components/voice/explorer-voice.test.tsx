import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ExplorerVoice } from './explorer-voice';
import { installFakeMicrophone, type FakeMicrophone } from '../../../../test/fake-media-devices';
import { button, envelope, fakeActions, heard, holdAndSpeak, status, stubApi, wait } from './voice-test-kit';

let microphone: FakeMicrophone;

beforeEach(() => {
  vi.useFakeTimers();
  microphone = installFakeMicrophone();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExplorerVoice button and status line', () => {
  it('shows the hint, Listening... while held, Processing... while transcribing, and sends webm as base64', async () => {
    let transcribed = (_response: Response) => {};
    const api = stubApi({
      '/api/voice/transcribe': () => new Promise<Response>((resolve) => (transcribed = resolve)),
    });
    const { actions } = fakeActions();
    render(<ExplorerVoice actions={actions} language="fr" />);
    expect(screen.getByText('Press & hold')).toBeInTheDocument();
    expect(screen.getByText('Say "Help" for commands')).toBeInTheDocument();

    fireEvent.pointerDown(button(), { button: 0, pointerId: 1 });
    await wait(10);
    expect(status()).toHaveTextContent('Listening...');
    expect(button()).toHaveAttribute('data-state', 'recording');
    await wait(1000);
    fireEvent.pointerUp(button(), { button: 0, pointerId: 1 });
    await wait(10);
    expect(status()).toHaveTextContent('Processing...');
    expect(button()).toHaveAttribute('aria-disabled', 'true');

    const [body] = api.bodiesOf('/api/voice/transcribe');
    expect(body.languageCode).toBe('en-US');
    expect(body.audioData).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(atob(body.audioData).length).toBe(4000);

    await act(async () => transcribed(envelope({ transcript: 'pause' })));
    await wait(10);
    expect(actions.pause).toHaveBeenCalledOnce();
    expect(status()).toHaveTextContent('Heard: "pause"');
    expect(button()).toHaveAttribute('aria-disabled', 'false');
  });

  it('records while Space is held down and stops when it is let go', async () => {
    stubApi({ '/api/voice/transcribe': heard('next stop') });
    const { actions } = fakeActions();
    render(<ExplorerVoice actions={actions} language="en" />);
    fireEvent.keyDown(button(), { key: ' ' });
    await wait(10);
    expect(status()).toHaveTextContent('Listening...');
    fireEvent.keyDown(button(), { key: ' ', repeat: true });
    await wait(1000);
    fireEvent.keyUp(button(), { key: ' ' });
    await wait(50);
    expect(microphone.getUserMedia).toHaveBeenCalledOnce();
    expect(actions.next).toHaveBeenCalledOnce();
  });

  it('says a short recording is too short, and clears the message after 3 s', async () => {
    const api = stubApi({});
    const { actions } = fakeActions();
    render(<ExplorerVoice actions={actions} language="en" />);
    await holdAndSpeak(200);
    const message = 'Recording too short. Please hold the button longer and speak clearly.';
    expect(status()).toHaveTextContent(message);
    expect(api.fetchMock).not.toHaveBeenCalled();
    await wait(2900);
    expect(status()).toHaveTextContent(message);
    await wait(100);
    expect(status()).toHaveTextContent('');
    expect(screen.getByText('Press & hold')).toBeInTheDocument();
  });

  it.each([
    ['the microphone is refused', { deny: true }, undefined, 'Microphone access denied'],
    ['nothing intelligible was said', {}, heard(''), 'Could not understand. Please try again.'],
    [
      'the speech engine is not installed',
      {},
      () => envelope(null, 503, 'Offline speech recognition is not installed on this server'),
      'Voice recognition failed. Please try again.',
    ],
    [
      'the server finds the clip too short',
      {},
      () =>
        envelope(
          null,
          400,
          'Recording too short. Please hold the button longer and speak clearly.',
          'recording_too_short',
        ),
      'Recording too short. Please hold the button longer and speak clearly.',
    ],
    [
      'the words are no command',
      {},
      heard('bananas are yellow'),
      'Command not recognized. Say "help" for available commands.',
    ],
  ])('when %s it says so for 3 s', async (_case, microphoneOptions, transcribe, message) => {
    installFakeMicrophone(microphoneOptions);
    stubApi(transcribe ? { '/api/voice/transcribe': transcribe } : {});
    const { actions } = fakeActions();
    render(<ExplorerVoice actions={actions} language="en" />);
    await holdAndSpeak();
    expect(status()).toHaveTextContent(message);
    await wait(3000);
    expect(status()).toHaveTextContent('');
    expect(Object.values(actions).filter((action) => vi.isMockFunction(action) && action.mock.calls.length)).toEqual(
      [],
    );
  });
});

describe('ExplorerVoice commands', () => {
  it.each([
    ['set location to Paris', 'setLocation', ['Paris']],
    ['change theme to ghost stories', 'setTheme', ['ghost_stories']],
    ['change theme', 'setTheme', [null]],
    ['play', 'play', []],
    ['pause', 'pause', []],
    ['skip forward 30 seconds', 'skip', [30]],
    ['go back', 'skip', [-10]],
    ['rewind 15 seconds', 'skip', [-15]],
    ['next stop', 'next', []],
    ['generate narration', 'generate', []],
  ] as const)('"%s" calls %s(%j)', async (transcript, action, args) => {
    stubApi({ '/api/voice/transcribe': heard(transcript) });
    const { actions } = fakeActions();
    render(<ExplorerVoice actions={actions} language="en" />);
    await holdAndSpeak();
    expect(actions[action]).toHaveBeenCalledExactlyOnceWith(...args);
    expect(status()).toHaveTextContent(`Heard: "${transcript}"`);
  });

  it('"help" lists the voice commands', async () => {
    stubApi({ '/api/voice/transcribe': heard('help') });
    const { actions } = fakeActions();
    render(<ExplorerVoice actions={actions} language="en" />);
    await holdAndSpeak();
    const dialog = screen.getByRole('dialog', { name: 'Voice Commands' });
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThanOrEqual(8);
    expect(dialog).toHaveTextContent('"Set location to Lisbon"');
    expect(dialog).toHaveTextContent('"Next" or "Skip"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await wait(10);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
