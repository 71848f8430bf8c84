import path from 'node:path';
import { createFileBlobStore, type FileBlobStore, type WriteFailureListener } from './blob-store';
import { createS3BlobStore, type S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store';

/**
 * The blob store the configuration asks for: a bucket when S3_BUCKET is set (several machines share
 * it), else DATA_DIR/blobs. Hand the result to registerMediaRoutes, which serves /media/ from either.
 */
export function createBlobStore(
  config: { dataDir: string; s3: S3BlobStoreOptions | undefined },
  onWriteFailure?: WriteFailureListener,
): FileBlobStore | S3BlobStore {
  return config.s3
    ? createS3BlobStore(config.s3, onWriteFailure)
    : createFileBlobStore(path.join(config.dataDir, 'blobs'), '/media', onWriteFailure);
}
