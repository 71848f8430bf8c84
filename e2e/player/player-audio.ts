import type { Page } from 'playwright-core';

export interface AudioState {
  src: string;
  paused: boolean;
  currentTime: number;
}

/** The player's <audio> element as the browser reports it (null when the stop has no audio). */
export function audioState(page: Page): Promise<AudioState | null> {
  return page.evaluate(() => {
    const audio = document.querySelector('audio');
    return audio ? { src: audio.currentSrc || audio.src, paused: audio.paused, currentTime: audio.currentTime } : null;
  });
}

/** Waits until the audio of `srcPart` is really playing: not paused and its clock moving past `seconds`. */
export async function waitUntilPlaying(page: Page, srcPart: string, seconds = 0.3, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    ([part, min]) => {
      const audio = document.querySelector('audio');
      return Boolean(
        audio && (audio.currentSrc || audio.src).includes(part) && !audio.paused && audio.currentTime > min,
      );
    },
    [srcPart, seconds] as const,
    { timeout, polling: 100 },
  );
}

/** Speeds narrations up (16x, the most Chromium allows), also for the next stop's audio, so a test need not wait minutes. */
export async function speedUpAudio(page: Page): Promise<void> {
  await page.evaluate(() => {
    const audio = document.querySelector('audio');
    if (!audio) throw new Error('no audio element');
    audio.defaultPlaybackRate = 16;
    audio.playbackRate = 16;
  });
}
