import { serviceUnavailable } from '../http/errors';
import { assertSafeBlobKey, HEALTH_FOLDER } from './blob-key';

/** What a listener or sender reads when the blob store refuses a write (disk full, read-only, bucket away). */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Storage is full or cannot be written right now, so nothing was saved. Please try again in a few minutes.';

/** After a failed write, requests are refused for this long before storage is tried again. */
const FAILURE_HOLD_MS = 10_000;
/** A write that worked vouches for the store for this long; after that a tiny probe file is written. */
const TRUST_MS = 5_000;

interface Writes {
  put(key: string, data: Buffer | Uint8Array, contentType: string): Promise<string>;
}

/**
 * Turns a failed write of any driver (ENOSPC, EROFS, EACCES, an S3 error) into a 503 with a message a
 * person can act on, logs it, and lets callers refuse heavy work up front while storage is failing,
 * rather than making a narration or a postcard whose file could never be kept.
 */
export function guardBlobWrites<S extends Writes>(
  store: S,
  onWriteFailure?: (error: unknown, key: string) => void,
  now: () => number = Date.now,
): S & { assertWritable(): Promise<void> } {
  let failedAt = -Infinity;
  let wroteAt = -Infinity;
  /** The probe being written: requests that arrive meanwhile wait for it rather than write their own. */
  let probing: Promise<unknown> | null = null;
  const put = async (key: string, data: Buffer | Uint8Array, contentType: string): Promise<string> => {
    // An unsafe key is the caller's bug, not a storage failure: it is thrown as it is.
    assertSafeBlobKey(key);
    try {
      const url = await store.put(key, data, contentType);
      wroteAt = now();
      failedAt = -Infinity;
      return url;
    } catch (error) {
      failedAt = now();
      onWriteFailure?.(error, key);
      throw Object.assign(serviceUnavailable(STORAGE_UNAVAILABLE_MESSAGE, 'storage_unavailable'), { cause: error });
    }
  };
  return {
    ...store,
    put,
    async assertWritable() {
      const at = now();
      if (at - failedAt < FAILURE_HOLD_MS) throw serviceUnavailable(STORAGE_UNAVAILABLE_MESSAGE, 'storage_unavailable');
      if (at - wroteAt < TRUST_MS) return;
      probing ??= put(`${HEALTH_FOLDER}writable.txt`, Buffer.from(new Date(at).toISOString()), 'text/plain').finally(
        () => {
          probing = null;
        },
      );
      await probing;
    },
  };
}
