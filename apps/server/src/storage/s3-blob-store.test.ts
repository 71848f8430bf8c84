import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore, type S3BlobStore } from './s3-blob-store';
import { startTestS3, type TestS3 } from './s3-test-server';

let s3: TestS3;
const stores: S3BlobStore[] = [];
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  for (const store of stores) store.close();
  await s3.close();
});

function store(prefix?: string): S3BlobStore {
  const created = createS3BlobStore({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix,
  });
  stores.push(created);
  return created;
}

/** The object as the bucket itself holds it, read past the driver. */
const rawObject = (key: string) => s3.readObject(key);

const picture = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();

describe('the S3 blob store (s3rver over HTTP)', () => {
  it('puts, finds and gets a picture back with its content type, answering the same /media/ URL as the file store', async () => {
    const blobs = store();
    const png = await picture();
    expect(await blobs.exists('covers/c1.png')).toBe(false);
    expect(await blobs.get('covers/c1.png')).toBeNull();
    expect(await blobs.put('covers/c1.png', png, 'image/png')).toBe('/media/covers/c1.png');
    expect(await blobs.exists('covers/c1.png')).toBe(true);
    expect((await blobs.get('covers/c1.png'))!.equals(png)).toBe(true);
    expect((await sharp((await blobs.get('covers/c1.png'))!).metadata()).width).toBe(64);
    expect(await rawObject('covers/c1.png')).toMatchObject({ contentType: 'image/png' });
    expect(blobs.keyOf('/media/covers/c1.png')).toBe('covers/c1.png');
  });

  it('keeps keys under its prefix, apart from a store without one', async () => {
    const tenant = store('/tenant-a/');
    const bare = store();
    const png = await picture();
    expect(await tenant.put('postcards/p1.png', png, 'image/png')).toBe('/media/postcards/p1.png');
    expect((await rawObject('tenant-a/postcards/p1.png')).bytes.equals(png)).toBe(true);
    expect((await tenant.get('postcards/p1.png'))!.equals(png)).toBe(true);
    expect(await bare.exists('postcards/p1.png')).toBe(false);
    expect(await bare.get('postcards/p1.png')).toBeNull();
  });

  it('refuses unsafe keys before asking the bucket', async () => {
    const blobs = store();
    for (const key of ['../secret.txt', 'audio/../../x.mp3', '/abs.mp3', 'a//b.mp3']) {
      await expect(blobs.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Unsafe blob key/);
      await expect(blobs.get(key), key).rejects.toThrow(/Unsafe blob key/);
      await expect(blobs.exists(key), key).rejects.toThrow(/Unsafe blob key/);
    }
    expect(blobs.keyOf('/media/../secret.txt')).toBeNull();
  });

  it('says when the bucket cannot be reached, rather than that a blob is absent', async () => {
    const blobs = createS3BlobStore({
      bucket: s3.bucket,
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    stores.push(blobs);
    await expect(blobs.exists('covers/c1.png')).rejects.toThrow();
    await expect(blobs.get('covers/c1.png')).rejects.toThrow();
  });
});

describe('removing old blobs from the bucket', () => {
  it('deletes only what lies under the folder and was written before the cutoff, within its prefix', async () => {
    const blobs = store('cleanup');
    const neighbour = store('other-deployment');
    await blobs.put('audio/answers/a.mp3', Buffer.from('a'), 'audio/mpeg');
    await blobs.put('audio/answers/b.mp3', Buffer.from('b'), 'audio/mpeg');
    await blobs.put('audio/keep.mp3', Buffer.from('k'), 'audio/mpeg');
    await neighbour.put('audio/answers/a.mp3', Buffer.from('n'), 'audio/mpeg');

    // Everything here was written just now: a cutoff in the past keeps it all.
    expect(await blobs.removeOlderThan('audio/answers/', new Date(Date.now() - 60_000))).toBe(0);
    const later = new Date(Date.now() + 60_000);
    expect(await blobs.removeOlderThan('audio/answers/', later)).toBe(2);
    expect(await blobs.exists('audio/answers/a.mp3')).toBe(false);
    expect(await blobs.exists('audio/keep.mp3')).toBe(true);
    expect(await neighbour.exists('audio/answers/a.mp3')).toBe(true);
    await expect(blobs.removeOlderThan('../audio/', later)).rejects.toThrow('Unsafe blob folder');
  });

  it('removes the named blobs only, within its prefix; a key already gone is no error', async () => {
    const blobs = store('removal');
    const neighbour = store('removal-neighbour');
    await blobs.put('postcards/a.png', await picture(), 'image/png');
    await blobs.put('postcards/b.png', await picture(), 'image/png');
    await neighbour.put('postcards/a.png', await picture(), 'image/png');
    await blobs.remove(['postcards/a.png', 'postcards/never-written.png']);
    expect(await blobs.exists('postcards/a.png')).toBe(false);
    expect(await blobs.exists('postcards/b.png')).toBe(true);
    expect(await neighbour.exists('postcards/a.png')).toBe(true);
    await expect(blobs.remove(['../postcards/b.png'])).rejects.toThrow('Unsafe blob key');
  });
});
