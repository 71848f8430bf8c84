import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where audio, images and video live. The embedded default keeps files under DATA_DIR/blobs, served at /media/. */
export interface BlobStore {
  /** Stores bytes under a key like "audio/<id>.mp3" and answers the URL the browser fetches it from. */
  put(key: string, data: Buffer | Uint8Array, contentType: string): Promise<string>;
  urlFor(key: string): string;
  exists(key: string): Promise<boolean>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;

export function createFileBlobStore(
  root: string,
  publicPrefix = '/media',
): BlobStore & { root: string; open: typeof createReadStream } {
  mkdirSync(root, { recursive: true });
  function resolve(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe blob key: ${key}`);
    return path.join(root, key);
  }
  return {
    root,
    open: createReadStream,
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, data);
      await rename(temp, file);
      return this.urlFor(key);
    },
    urlFor(key) {
      return `${publicPrefix}/${key}`;
    },
    async exists(key) {
      return stat(resolve(key)).then(
        () => true,
        () => false,
      );
    },
  };
}
