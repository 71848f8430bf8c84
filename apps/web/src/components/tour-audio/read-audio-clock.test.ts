import { describe, expect, it } from 'vitest';
import { nextAudioClock } from './read-audio-clock';

describe('nextAudioClock', () => {
  const clock = { currentTime: 3, duration: 60, arrived: 20 };

  it('keeps the same clock when an event moved nothing, so the screen does not render again', () => {
    expect(nextAudioClock(clock, { currentTime: 3, duration: 60, arrived: 20 })).toBe(clock);
  });

  it('takes the new clock when the time, the length or what has arrived moved', () => {
    for (const moved of [
      { currentTime: 3.25, duration: 60, arrived: 20 },
      { currentTime: 3, duration: null, arrived: 20 },
      { currentTime: 3, duration: 60, arrived: 24 },
    ]) {
      expect(nextAudioClock(clock, moved)).toBe(moved);
    }
  });
});
