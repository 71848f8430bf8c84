import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileBlobStore } from './blob-store';
import { registerMediaRoutes } from './media-routes';
import { createS3BlobStore } from './s3-blob-store';
import { s3FromEnv } from './s3-env';
import { startTestS3, type TestS3 } from './s3-test-server';

const folders: string[] = [];
let s3: TestS3 | undefined;
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await s3?.close();
});

async function mediaAppWith(driver: 'file' | 's3') {
  let blobs;
  if (driver === 'file') {
    const root = mkdtempSync(path.join(tmpdir(), 'private-blobs-'));
    folders.push(root);
    blobs = createFileBlobStore(root);
  } else {
    s3 ??= await startTestS3();
    blobs = createS3BlobStore(s3FromEnv(s3.env)!);
  }
  const app = Fastify();
  await registerMediaRoutes(app, blobs, { decorateReply: true });
  await blobs.put('audio/public-story.mp3', Buffer.from('an mp3'), 'audio/mpeg');
  // A worker call's argument (a postcard's selfie, say) and the storage probe.
  await blobs.put('tmp/calls/postcard-draw/3f2a9c-argument.bin', Buffer.from('a selfie'), 'application/octet-stream');
  await blobs.put('health/writable.txt', Buffer.from('probe'), 'text/plain');
  return app;
}

describe.each(['file', 's3'] as const)('/media/ with the %s driver', (driver) => {
  it('serves stored media but never the private working files, whoever knows their keys', async () => {
    const app = await mediaAppWith(driver);
    try {
      const story = await app.inject({ url: '/media/audio/public-story.mp3' });
      expect(story.statusCode).toBe(200);
      expect(story.body).toBe('an mp3');
      for (const url of [
        '/media/tmp/calls/postcard-draw/3f2a9c-argument.bin',
        '/media//tmp/calls/postcard-draw/3f2a9c-argument.bin',
        '/media/tmp%2Fcalls%2Fpostcard-draw%2F3f2a9c-argument.bin',
        '/media/health/writable.txt',
      ]) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('selfie');
      }
    } finally {
      await app.close();
    }
  });
});
