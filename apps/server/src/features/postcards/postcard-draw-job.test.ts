import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { PostcardContent } from '../../providers/images/postcard/postcard-artist';
import { createFileBlobStore } from '../../storage/blob-store';
import { postcardDrawing } from './postcard-draw-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CONTENT: PostcardContent = {
  tourName: 'Belém by heart',
  startPoint: 'Belém Tower',
  destination: 'Jerónimos Monastery',
  highlights: ['Belém Tower', 'Jerónimos Monastery'],
  stops: [
    { name: 'Belém Tower', lat: 38.6916, lng: -9.216 },
    { name: 'Jerónimos Monastery', lat: 38.6979, lng: -9.2068 },
  ],
  photos: [],
  selfie: null,
  preserveFace: false,
  style: 'vintage',
  variant: 'scenic',
};

describe('drawing a postcard on a worker (the scale-out API process’s artist)', () => {
  it('hands the content to the postcard-draw job and gets the worker’s picture back whole', async () => {
    const blobs = createFileBlobStore(path.join(t.dataDir, 'blobs'));
    const draw = postcardDrawing.caller({ jobs: t.jobs, blobs });
    const selfie = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const image = await draw({ ...CONTENT, selfie: new Uint8Array(selfie) });

    expect(Buffer.isBuffer(image.data)).toBe(true);
    const meta = await sharp(image.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', image.width, image.height]);
    expect(image.selfieBox).not.toBeNull();
    const jobs = await t.db.selectFrom('jobs').select(['name', 'status']).where('name', '=', 'postcard-draw').execute();
    expect(jobs).toEqual([{ name: 'postcard-draw', status: 'completed' }]);
  });

  it('tells the sender to try again when no worker draws it in time', async () => {
    const blobs = createFileBlobStore(path.join(t.dataDir, 'blobs'));
    const nobody = { ...t.jobs, enqueue: async () => ({ id: 'never-run' }) } as unknown as typeof t.jobs;
    const draw = postcardDrawing.caller({ jobs: nobody, blobs, waitMs: 300 });
    await expect(draw(CONTENT)).rejects.toMatchObject({
      status: 503,
      message: 'The postcard could not be drawn right now. Please try again in a minute.',
    });
  });
});
