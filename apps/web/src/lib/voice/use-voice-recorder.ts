import { useCallback, useEffect, useRef, useState } from 'react';
import {
  VOICE_RECORDING_CHUNK_MS,
  VOICE_RECORDING_MIN_BYTES,
  VOICE_RECORDING_MIN_MS,
} from '@roamcast/shared/catalog/constants';

/** SPEC §4: idle, recording (red, pulsing), processing (spinner, disabled); 'starting' waits for the microphone. */
export type VoiceRecorderState = 'idle' | 'starting' | 'recording' | 'processing';
export type RecordingProblem = 'too_short' | 'microphone_denied';

export const RECORDING_MIME_TYPE = 'audio/webm;codecs=opus';

/**
 * Noise suppression and gain control are tuned for people listening, and they cost speech
 * recognisers words ("next stop" came back as "where is lille" offline); echo cancellation stays on so
 * the narration playing from the speaker is not taken for a command.
 */
export const MICROPHONE_CONSTRAINTS: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: false,
  autoGainControl: false,
};

interface VoiceRecorderOptions {
  /** A recording long enough to send; the recorder shows 'processing' until the promise settles. */
  onRecording: (recording: Blob) => Promise<void>;
  onProblem: (problem: RecordingProblem) => void;
}

interface Take {
  /** False once the button is let go, so a microphone that opens late is closed again at once. */
  held: boolean;
  /** Set on unmount: the recording is thrown away. */
  cancelled: boolean;
  stream?: MediaStream;
  recorder?: MediaRecorder;
}

function stopTracks(stream: MediaStream | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

function createRecorder(stream: MediaStream): MediaRecorder {
  const supported =
    typeof MediaRecorder.isTypeSupported !== 'function' || MediaRecorder.isTypeSupported(RECORDING_MIME_TYPE);
  return new MediaRecorder(stream, supported ? { mimeType: RECORDING_MIME_TYPE } : undefined);
}

/**
 * Hold-to-talk recording: press() opens the microphone and records webm/opus in 100 ms chunks,
 * release() stops. Letting go before the microphone is ready aborts; recordings under 500 ms or
 * 1000 bytes are discarded (SPEC §5). The microphone is closed after every take.
 */
export function useVoiceRecorder({ onRecording, onProblem }: VoiceRecorderOptions) {
  const [state, setState] = useState<VoiceRecorderState>('idle');
  const take = useRef<Take | null>(null);
  const callbacks = useRef({ onRecording, onProblem });
  callbacks.current = { onRecording, onProblem };

  // The take stays current until its recording is handled, so a press while processing is ignored.
  const finish = useCallback(async (chunks: Blob[], startedAt: number, mimeType: string) => {
    const recording = new Blob(chunks, { type: mimeType || RECORDING_MIME_TYPE });
    try {
      if (Date.now() - startedAt < VOICE_RECORDING_MIN_MS || recording.size < VOICE_RECORDING_MIN_BYTES) {
        callbacks.current.onProblem('too_short');
        return;
      }
      setState('processing');
      await callbacks.current.onRecording(recording);
    } finally {
      take.current = null;
      setState('idle');
    }
  }, []);

  const press = useCallback(async () => {
    if (take.current) return;
    const current: Take = { held: true, cancelled: false };
    take.current = current;
    setState('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No microphone API', 'NotSupportedError');
      current.stream = await navigator.mediaDevices.getUserMedia({ audio: MICROPHONE_CONSTRAINTS });
    } catch {
      take.current = null;
      setState('idle');
      callbacks.current.onProblem('microphone_denied');
      return;
    }
    if (!current.held) {
      stopTracks(current.stream);
      take.current = null;
      setState('idle');
      return;
    }
    const recorder = createRecorder(current.stream);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.addEventListener('stop', () => {
      stopTracks(current.stream);
      if (!current.cancelled) void finish(chunks, startedAt, recorder.mimeType);
    });
    current.recorder = recorder;
    recorder.start(VOICE_RECORDING_CHUNK_MS);
    setState('recording');
  }, [finish]);

  const release = useCallback(() => {
    const current = take.current;
    if (!current || !current.held) return;
    current.held = false;
    // A take still waiting for the microphone is aborted when the stream arrives (see press).
    if (current.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
  }, []);

  // Leaving the page mid-take must not leave the microphone on.
  useEffect(
    () => () => {
      const current = take.current;
      if (!current) return;
      current.held = false;
      current.cancelled = true;
      if (current.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
      stopTracks(current.stream);
    },
    [],
  );

  const pressButton = useCallback(() => void press(), [press]);
  return { state, press: pressButton, release };
}
