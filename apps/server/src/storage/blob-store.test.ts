import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blobKeyOfUrl, isSafeBlobKey } from './blob-key';
import { createFileBlobStore } from './blob-store';

const root = mkdtempSync(path.join(tmpdir(), 'roamcast-blobs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the file blob store', () => {
  it('stores, finds and reads back bytes, and answers null for a key it does not hold', async () => {
    const blobs = createFileBlobStore(root);
    const bytes = Buffer.from('ID3 not really an mp3');
    expect(await blobs.put('audio/a1.mp3', bytes, 'audio/mpeg')).toBe('/media/audio/a1.mp3');
    expect(await blobs.exists('audio/a1.mp3')).toBe(true);
    expect((await blobs.get('audio/a1.mp3'))!.equals(bytes)).toBe(true);
    expect(await blobs.get('audio/none.mp3')).toBeNull();
    expect(await blobs.exists('audio/none.mp3')).toBe(false);
    expect(blobs.keyOf('/media/audio/a1.mp3?v=2')).toBe('audio/a1.mp3');
  });

  it('keeps every one of many simultaneous writes of one key whole, leaving no temp file behind', async () => {
    const blobs = createFileBlobStore(root);
    const versions = Array.from({ length: 20 }, (_, i) => Buffer.alloc(10_000, i));
    await Promise.all(versions.map((data) => blobs.put('health/ready.txt', data, 'text/plain')));
    const stored = (await blobs.get('health/ready.txt'))!;
    expect(versions.some((data) => data.equals(stored))).toBe(true);
    expect(readdirSync(path.join(root, 'health'))).toEqual(['ready.txt']);
  });

  it('refuses keys that could leave its folder', async () => {
    const blobs = createFileBlobStore(root);
    for (const key of ['../escape.mp3', '/etc/passwd.txt', 'audio/../../x.mp3', 'audio//x.mp3', 'noextension']) {
      expect(isSafeBlobKey(key), key).toBe(false);
      await expect(blobs.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Unsafe blob key/);
      await expect(blobs.get(key), key).rejects.toThrow(/Unsafe blob key/);
    }
  });

  it('maps only its own URLs back to keys', () => {
    expect(blobKeyOfUrl('/media/covers/c1.png', '/media')).toBe('covers/c1.png');
    expect(blobKeyOfUrl('https://photos.example.com/media/x.jpg', '/media')).toBeNull();
    expect(blobKeyOfUrl('/media/../secret.txt', '/media')).toBeNull();
    expect(blobKeyOfUrl('/mediax/a.png', '/media')).toBeNull();
    expect(blobKeyOfUrl(null, '/media')).toBeNull();
  });
});
