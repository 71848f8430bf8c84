/** How a postcard link went out: the browser's share sheet, the clipboard, or not at all. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The share sheet (Web Share API) where there is one, otherwise the clipboard. */
export async function sharePostcardLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // No share target (or not allowed here): fall through to the clipboard.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
