import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JobHandler } from '../../jobs/define-job';
import type { BlobStore } from '../../storage/blob-store';
import { makePostcardVideo, type VideoTools } from './make-postcard-video';
import type { createPostcardRepository } from './postcard-repository';

interface Deps {
  postcards: ReturnType<typeof createPostcardRepository>;
  blobs: BlobStore;
  tools: VideoTools;
  log: { warn(details: object, message: string): void };
}

/**
 * Copies a blob into the work folder, for ffmpeg, which reads files: the store may be a bucket on
 * another machine. The folder (and the copy) is removed when the job ends.
 */
async function copyBlob(blobs: BlobStore, url: string, folder: string, name: string): Promise<string> {
  const key = blobs.keyOf(url);
  const bytes = key ? await blobs.get(key) : null;
  if (!bytes) throw new Error(`${url} is not in the blob store`);
  const file = path.join(folder, `${name}${path.extname(key!)}`);
  await writeFile(file, bytes);
  return file;
}

/**
 * Encodes a postcard's video with ffmpeg and records where it stands. Any failure (ffmpeg missing,
 * the image gone) marks the postcard 'failed' with the reason logged; the page then shows the still.
 */
export function createPostcardVideoHandler(deps: Deps): JobHandler<{ postcardId: string }> {
  return async ({ postcardId }) => {
    const row = await deps.postcards.findById(postcardId);
    if (!row) return;
    await deps.postcards.setVideo(postcardId, 'processing');
    const work = await mkdtemp(path.join(tmpdir(), 'postcard-video-'));
    try {
      const image = await copyBlob(deps.blobs, row.imageUrl, work, 'image');
      const audio = row.audioUrl ? await copyBlob(deps.blobs, row.audioUrl, work, 'voice') : null;
      const output = path.join(work, 'postcard.mp4');
      await makePostcardVideo(deps.tools, { image, audio }, output);
      const videoUrl = await deps.blobs.put(`video/postcards/${postcardId}.mp4`, await readFile(output), 'video/mp4');
      await deps.postcards.setVideo(postcardId, 'completed', videoUrl);
    } catch (error) {
      deps.log.warn({ err: error, postcardId }, 'postcard video failed');
      await deps.postcards.setVideo(postcardId, 'failed');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
