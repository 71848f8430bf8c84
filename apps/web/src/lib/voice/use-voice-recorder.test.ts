import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { FakeMediaRecorder, installFakeMicrophone } from '../../test/fake-media-devices';
import { useVoiceRecorder, type RecordingProblem } from './use-voice-recorder';

function renderRecorder(onRecording: (recording: Blob) => Promise<void> = async () => {}) {
  const recordings: Blob[] = [];
  const problems: RecordingProblem[] = [];
  const hook = renderHook(() =>
    useVoiceRecorder({
      onRecording: (recording) => {
        recordings.push(recording);
        return onRecording(recording);
      },
      onProblem: (problem) => problems.push(problem),
    }),
  );
  return { hook, recordings, problems };
}

/** Lets pending promises (the microphone opening, the recorder's last chunk) settle. */
const settle = () => act(async () => {});
const hold = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useVoiceRecorder', () => {
  it('records webm/opus in 100 ms chunks while held and hands over the recording on release', async () => {
    const microphone = installFakeMicrophone();
    let finishProcessing = () => {};
    const { hook, recordings, problems } = renderRecorder(
      () => new Promise<void>((resolve) => (finishProcessing = resolve)),
    );

    act(() => hook.result.current.press());
    expect(hook.result.current.state).toBe('starting');
    await settle();
    expect(hook.result.current.state).toBe('recording');
    expect(microphone.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: false, autoGainControl: false },
    });
    const recorder = FakeMediaRecorder.instances[0]!;
    expect(recorder.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorder.timeslice).toBe(100);

    await hold(1200);
    act(() => hook.result.current.release());
    await settle();

    expect(hook.result.current.state).toBe('processing');
    expect(recordings).toHaveLength(1);
    expect(recordings[0]!.size).toBe(4000);
    expect(recordings[0]!.type).toBe('audio/webm;codecs=opus');
    expect(problems).toEqual([]);
    expect(microphone.stopTrack).toHaveBeenCalled();

    // A press while the last recording is being processed is ignored.
    act(() => hook.result.current.press());
    expect(microphone.getUserMedia).toHaveBeenCalledTimes(1);
    await act(async () => finishProcessing());
    expect(hook.result.current.state).toBe('idle');
  });

  it('discards a recording shorter than 500 ms', async () => {
    installFakeMicrophone();
    const { hook, recordings, problems } = renderRecorder();
    act(() => hook.result.current.press());
    await settle();
    await hold(499);
    act(() => hook.result.current.release());
    await settle();
    expect(problems).toEqual(['too_short']);
    expect(recordings).toEqual([]);
    expect(hook.result.current.state).toBe('idle');
  });

  it('discards a recording smaller than 1000 bytes, however long it was held', async () => {
    installFakeMicrophone();
    const { hook, recordings, problems } = renderRecorder();
    act(() => hook.result.current.press());
    await settle();
    FakeMediaRecorder.nextSize = 999;
    await hold(2000);
    act(() => hook.result.current.release());
    await settle();
    expect(problems).toEqual(['too_short']);
    expect(recordings).toEqual([]);
  });

  it('stops at once when released right after recording started', async () => {
    installFakeMicrophone();
    const { hook, problems } = renderRecorder();
    act(() => hook.result.current.press());
    await settle();
    act(() => hook.result.current.release());
    expect(FakeMediaRecorder.instances[0]!.state).toBe('inactive');
    await settle();
    expect(problems).toEqual(['too_short']);
  });

  it('reports a denied microphone and records nothing', async () => {
    installFakeMicrophone({ deny: true });
    const { hook, problems } = renderRecorder();
    act(() => hook.result.current.press());
    await settle();
    expect(problems).toEqual(['microphone_denied']);
    expect(FakeMediaRecorder.instances).toEqual([]);
    expect(hook.result.current.state).toBe('idle');
  });

  it('reports a browser without microphone support as denied', async () => {
    installFakeMicrophone();
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    const { hook, problems } = renderRecorder();
    act(() => hook.result.current.press());
    await settle();
    expect(problems).toEqual(['microphone_denied']);
  });

  it('aborts when released before the microphone is ready, and closes it when it opens', async () => {
    const microphone = installFakeMicrophone({ manual: true });
    const { hook, recordings, problems } = renderRecorder();
    act(() => hook.result.current.press());
    act(() => hook.result.current.release());
    await act(async () => microphone.grant());
    expect(FakeMediaRecorder.instances).toEqual([]);
    expect(microphone.stopTrack).toHaveBeenCalled();
    expect(recordings).toEqual([]);
    expect(problems).toEqual([]);
    expect(hook.result.current.state).toBe('idle');

    // And the button works again afterwards.
    act(() => hook.result.current.press());
    await act(async () => microphone.grant());
    expect(hook.result.current.state).toBe('recording');
  });

  it('turns the microphone off and sends nothing when unmounted mid-recording', async () => {
    const microphone = installFakeMicrophone();
    const { hook, recordings } = renderRecorder();
    act(() => hook.result.current.press());
    await settle();
    await hold(1500);
    hook.unmount();
    await settle();
    expect(microphone.stopTrack).toHaveBeenCalled();
    expect(recordings).toEqual([]);
  });
});
