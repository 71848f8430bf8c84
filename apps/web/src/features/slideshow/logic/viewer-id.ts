/** Where the page keeps this browser's random viewer id, so a reload is the same viewer. */
const VIEWER_KEY = 'roamcast-slideshow-viewer';

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** This browser's viewer id, made on its first slideshow; `isNew` is the page's guess at a unique viewer. */
export function slideshowViewer(): { viewerId: string; isNew: boolean } {
  try {
    const stored = localStorage.getItem(VIEWER_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return { viewerId: stored, isNew: false };
    const viewerId = randomId();
    localStorage.setItem(VIEWER_KEY, viewerId);
    return { viewerId, isNew: true };
  } catch {
    // Storage refused (private mode): this visit still counts once, a later one may count again.
    return { viewerId: randomId(), isNew: true };
  }
}
