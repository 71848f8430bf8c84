/** Keys like "audio/<id>.mp3": letters, digits, '/', '_' and '-', then one extension. */
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;
const MAX_KEY_LENGTH = 512;

/**
 * Whether a key may be stored or served. One rule for every driver, so a key one accepts is never
 * refused by another, and none can climb out of the store's folder or prefix ('..', '//', a leading '/').
 */
export function isSafeBlobKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//');
}

/**
 * Folders whose blobs are the app's own working files, never a browser's to read: a worker call's
 * argument and result (a postcard's selfie among them), and the storage probe. `/media/` answers 404
 * for them on every driver, however the key was learned.
 */
export const TEMPORARY_FOLDER = 'tmp/';
export const HEALTH_FOLDER = 'health/';
const PRIVATE_FOLDERS = [TEMPORARY_FOLDER, HEALTH_FOLDER];

/** Whether `/media/<key>` may be served: a safe key outside the private folders. */
export function isPublicBlobKey(key: string): boolean {
  return isSafeBlobKey(key) && !PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));
}

/** The key itself, or an error naming it: drivers call this before touching their storage. */
export function assertSafeBlobKey(key: string): string {
  if (!isSafeBlobKey(key)) throw new Error(`Unsafe blob key: ${key}`);
  return key;
}

/**
 * The key behind a URL a blob store answered (`<publicPrefix>/<key>`, query and fragment ignored), or
 * null for any other URL (a photo service's, an unsafe path): rows hold URLs, readers need keys.
 */
export function blobKeyOfUrl(url: string | null | undefined, publicPrefix: string): string | null {
  const start = `${publicPrefix}/`;
  if (!url?.startsWith(start)) return null;
  const key = url.slice(start.length).split(/[?#]/)[0]!;
  return isSafeBlobKey(key) ? key : null;
}
