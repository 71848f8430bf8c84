import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeBlobKey, blobKeyOfUrl } from './blob-key';
import { guardBlobWrites } from './storage-guard';

/**
 * Where audio, images and video live: DATA_DIR/blobs by default, an S3-compatible bucket when
 * S3_BUCKET is set. Either way a blob's URL is `/media/<key>`, so rows stay valid across drivers.
 */
export interface BlobStore {
  /** Stores bytes under a key like "audio/<id>.mp3" and answers the URL the browser fetches it from. */
  put(key: string, data: Buffer | Uint8Array, contentType: string): Promise<string>;
  /** The bytes stored under a key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  urlFor(key: string): string;
  /** The key behind a URL this store answered, or null for any other URL (a photo service's, say). */
  keyOf(url: string | null | undefined): string | null;
  exists(key: string): Promise<boolean>;
  /** Deletes the blobs under a folder ("audio/answers/") last written before `cutoff`; answers how many. */
  removeOlderThan(folder: string, cutoff: Date): Promise<number>;
  /** Deletes these blobs (a deleted tour's postcards); keys already gone are no error. */
  remove(keys: string[]): Promise<void>;
  /** Resolves when the store takes writes; else throws a 503 (disk full, read-only, bucket away). */
  assertWritable(): Promise<void>;
}

/** Told of each write the store refused (the app logs it). */
export type WriteFailureListener = (error: unknown, key: string) => void;

/** A folder of blob keys: "audio/answers/". */
export function assertBlobFolder(folder: string): string {
  if (!/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\/$/i.test(folder))
    throw new Error(`Unsafe blob folder: ${folder}`);
  return folder;
}

/** The filesystem driver: its folder is what /media/ serves. */
export type FileBlobStore = BlobStore & { driver: 'file'; root: string };

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The default driver: one machine's disk, for a single process or processes sharing a volume. */
export function createFileBlobStore(
  root: string,
  publicPrefix = '/media',
  onWriteFailure?: WriteFailureListener,
  now?: () => number,
): FileBlobStore {
  mkdirSync(root, { recursive: true });
  const fileOf = (key: string) => path.join(root, assertSafeBlobKey(key));
  return guardBlobWrites<Omit<FileBlobStore, 'assertWritable'>>(
    {
      driver: 'file',
      root,
      async put(key, data) {
        const file = fileOf(key);
        await mkdir(path.dirname(file), { recursive: true });
        // Write then rename, so a reader never sees half a file; a temp name of its own per write, so two
        // writes of one key (two /readyz probes, say) never rename each other's file away.
        const temp = `${file}.${randomUUID()}.tmp`;
        try {
          await writeFile(temp, data);
          await rename(temp, file);
        } catch (error) {
          await rm(temp, { force: true });
          throw error;
        }
        return this.urlFor(key);
      },
      async get(key) {
        return readFile(fileOf(key)).catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        });
      },
      urlFor(key) {
        return `${publicPrefix}/${key}`;
      },
      keyOf(url) {
        return blobKeyOfUrl(url, publicPrefix);
      },
      async exists(key) {
        return stat(fileOf(key)).then(
          () => true,
          () => false,
        );
      },
      async remove(keys) {
        await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
      },
      async removeOlderThan(folder, cutoff) {
        const dir = path.join(root, assertBlobFolder(folder));
        const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        });
        let removed = 0;
        for (const entry of entries) {
          if (!entry.isFile()) continue;
          const file = path.join(entry.parentPath, entry.name);
          const { mtime } = await stat(file);
          if (mtime >= cutoff) continue;
          await rm(file, { force: true });
          removed += 1;
        }
        return removed;
      },
    },
    onWriteFailure,
    now,
  );
}
