/** Where an <audio> element stands: time heard, length (null while a stream has none) and seconds received. */
export interface AudioClock {
  currentTime: number;
  duration: number | null;
  arrived: number;
}

/** The clock of audio not yet started: nothing heard, no length known, nothing arrived. */
export const CLOCK_AT_START: AudioClock = { currentTime: 0, duration: null, arrived: 0 };

export function readAudioClock(audio: HTMLAudioElement): AudioClock {
  const { buffered } = audio;
  return {
    currentTime: audio.currentTime,
    duration: Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : null,
    arrived: buffered.length > 0 ? buffered.end(buffered.length - 1) : 0,
  };
}

/** The clock a screen keeps: the one it has when nothing moved, so an event that changes nothing renders nothing. */
export function nextAudioClock(previous: AudioClock, next: AudioClock): AudioClock {
  return previous.currentTime === next.currentTime &&
    previous.duration === next.duration &&
    previous.arrived === next.arrived
    ? previous
    : next;
}
