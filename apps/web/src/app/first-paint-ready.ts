/** How long the app waits for the first paint's picture before starting anyway (a slow connection). */
export const PICTURE_WAIT_MS = 2500;

/**
 * Resolves once a shared page's server-rendered first paint (its picture in #root, marked
 * `data-first-paint`) is on screen, or has failed, or after `waitMs`; at once when there is none. The
 * app starts after it, so the page's largest paint is the HTML's own and never waits on the scripts.
 */
export function firstPaintReady(doc: Document = document, waitMs = PICTURE_WAIT_MS): Promise<void> {
  const picture = doc.querySelector<HTMLImageElement>('#root img[data-first-paint]');
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
    setTimeout(done, waitMs);
  });
}
