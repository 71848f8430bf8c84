import { vi } from 'vitest';

/** Test double for the browser's MediaRecorder: stop() hands out one chunk of `nextSize` bytes. */
export class FakeMediaRecorder extends EventTarget {
  static instances: FakeMediaRecorder[] = [];
  static nextSize = 4000;
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';

  state: RecordingState = 'inactive';
  readonly mimeType: string;
  timeslice: number | undefined;

  constructor(
    readonly stream: MediaStream,
    options?: MediaRecorderOptions,
  ) {
    super();
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number): void {
    this.state = 'recording';
    this.timeslice = timeslice;
  }

  stop(): void {
    if (this.state === 'inactive') throw new DOMException('not recording', 'InvalidStateError');
    this.state = 'inactive';
    // Like the real one, the last chunk and 'stop' arrive after stop() returns.
    void Promise.resolve().then(() => {
      const data = new Blob([new Uint8Array(FakeMediaRecorder.nextSize)], { type: this.mimeType });
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
      this.dispatchEvent(new Event('stop'));
    });
  }
}

export interface FakeMicrophone {
  getUserMedia: ReturnType<typeof vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>>;
  stopTrack: ReturnType<typeof vi.fn<() => void>>;
  /** With `{ manual: true }`: opens the microphone that getUserMedia is waiting on. */
  grant: () => void;
}

/**
 * Installs MediaRecorder and navigator.mediaDevices.getUserMedia, the browser edge the recorder
 * talks to. `deny` refuses access; `manual` keeps the microphone opening until grant().
 */
export function installFakeMicrophone({ deny = false, manual = false } = {}): FakeMicrophone {
  FakeMediaRecorder.instances = [];
  FakeMediaRecorder.nextSize = 4000;
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  const stopTrack = vi.fn<() => void>();
  const stream = { getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream;
  let grant = () => {};
  const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>(() => {
    if (deny) return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    if (!manual) return Promise.resolve(stream);
    return new Promise((resolve) => (grant = () => resolve(stream)));
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { getUserMedia, stopTrack, grant: () => grant() };
}
