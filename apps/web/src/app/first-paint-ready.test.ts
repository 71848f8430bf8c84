import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintReady } from './first-paint-ready';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

function pageWithPicture(complete: boolean) {
  document.body.innerHTML = '<div id="root"><img data-first-paint src="/media/covers/a-thumb.jpg" alt="" /></div>';
  const picture = document.querySelector('img')!;
  Object.defineProperty(picture, 'complete', { value: complete });
  return picture;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('firstPaintReady', () => {
  it('lets the app start at once on a page without a first-paint picture (the Explorer)', async () => {
    document.body.innerHTML = '<div id="root"><h1>Roamcast</h1></div>';
    expect(await settled(firstPaintReady())).toBe(true);
  });

  it('waits for the picture to load, or to fail', async () => {
    const picture = pageWithPicture(false);
    const ready = firstPaintReady();
    expect(await settled(ready)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(true);

    const broken = pageWithPicture(false);
    const afterError = firstPaintReady();
    expect(await settled(afterError)).toBe(false);
    broken.dispatchEvent(new Event('error'));
    expect(await settled(afterError)).toBe(true);
  });

  it('does not wait for a picture already shown', async () => {
    pageWithPicture(true);
    expect(await settled(firstPaintReady())).toBe(true);
  });

  it('starts anyway when the picture is slow (a poor connection)', async () => {
    vi.useFakeTimers();
    pageWithPicture(false);
    const ready = firstPaintReady(document, 2500);
    await vi.advanceTimersByTimeAsync(2499);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });
});
