import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { createFileBlobStore } from './blob-store';
import { guardBlobWrites, STORAGE_UNAVAILABLE_MESSAGE } from './storage-guard';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A file store whose `audio/` folder can be made unwritable (a file stands where the folder would be). */
function store(now: () => number) {
  const root = mkdtempSync(path.join(tmpdir(), 'guard-'));
  folders.push(root);
  const failures: string[] = [];
  const blobs = createFileBlobStore(root, '/media', (_error, key) => failures.push(key), now);
  return {
    blobs,
    failures,
    breakAudio: () => writeFileSync(path.join(root, 'audio'), 'not a folder'),
    mendAudio: () => rmSync(path.join(root, 'audio')),
  };
}

describe('blob write guard', () => {
  it('turns a refused write into a 503 with the storage message, and tells the listener which key', async () => {
    const { blobs, failures, breakAudio } = store(() => 0);
    breakAudio();
    const refused = await blobs.put('audio/a.mp3', Buffer.from('x'), 'audio/mpeg').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'storage_unavailable', message: STORAGE_UNAVAILABLE_MESSAGE });
    expect((refused as Error).cause).toMatchObject({ code: expect.stringMatching(/ENOTDIR|EEXIST/) });
    expect(failures).toEqual(['audio/a.mp3']);
  });

  it('refuses work for 10 s after a failed write, then probes storage again and lets work through once it takes writes', async () => {
    let clock = 1_000_000;
    const { blobs, breakAudio, mendAudio } = store(() => clock);
    await blobs.assertWritable(); // first use: a probe write
    breakAudio();
    await expect(blobs.put('audio/a.mp3', Buffer.from('x'), 'audio/mpeg')).rejects.toMatchObject({ status: 503 });
    mendAudio();
    clock += 9_000;
    await expect(blobs.assertWritable()).rejects.toMatchObject({ status: 503 });
    clock += 2_000;
    await expect(blobs.assertWritable()).resolves.toBeUndefined();
    expect(await blobs.exists('health/writable.txt')).toBe(true);
  });

  it('trusts a write that just worked for 5 s, then writes a probe', async () => {
    let clock = 0;
    const { blobs } = store(() => clock);
    await blobs.put('audio/b.mp3', Buffer.from('y'), 'audio/mpeg');
    await blobs.assertWritable();
    expect(await blobs.exists('health/writable.txt')).toBe(false);
    clock += 6_000;
    await blobs.assertWritable();
    expect(await blobs.exists('health/writable.txt')).toBe(true);
  });

  it('lets requests that arrive together share one probe write', async () => {
    const written: string[] = [];
    const guarded = guardBlobWrites({
      put: async (key: string) => {
        written.push(key);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return `/media/${key}`;
      },
    });
    await Promise.all(Array.from({ length: 8 }, () => guarded.assertWritable()));
    expect(written).toEqual(['health/writable.txt']);
  });
});
