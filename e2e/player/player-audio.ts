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

/**
 * Presses Play only while the audio is paused: the player may already be starting the stop by itself,
 * and a blind press would then pause it (on a busy machine the two race).
 */
export async function startPlaying(page: Page, narrationId: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = await waitUntilPlaying(page, narrationId, 0, 5_000).then(
      () => true,
      () => false,
    );
    if (started) return;
    const paused = await page.evaluate(() => document.querySelector('audio')?.paused ?? true);
    if (paused)
      await page
        .getByRole('button', { name: 'Play', exact: true })
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
  }
}
