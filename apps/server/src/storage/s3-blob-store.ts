import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeBlobKey, blobKeyOfUrl } from './blob-key';
import { assertBlobFolder, type BlobStore, type WriteFailureListener } from './blob-store';
import { guardBlobWrites } from './storage-guard';

export interface S3BlobStoreOptions {
  bucket: string;
  /** For MinIO, Cloudflare R2 or s3rver; AWS S3 itself needs none. */
  endpoint?: string;
  region: string;
  /** Without them the AWS SDK's default chain answers (environment, profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name: MinIO and s3rver need it. */
  forcePathStyle?: boolean;
  /** Prepended to every key ("roamcast" stores audio/a.mp3 as roamcast/audio/a.mp3), for a shared bucket. */
  prefix?: string;
  /** Where the app serves blobs, as the file store: '/media'. */
  publicPrefix?: string;
}

/** What the /media/ route answers for a stored object (status 200, or 206 for a range). */
export interface S3ObjectRead {
  status: 200 | 206;
  contentType: string;
  contentLength: number | undefined;
  contentRange: string | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
  /** The bytes as they arrive from the bucket; null for a HEAD request. */
  body: Readable | null;
}

export type S3ReadResult =
  | S3ObjectRead
  | { status: 304; etag: string | undefined }
  | { status: 404 }
  /** The range lies past the end of the object; its size is for the answer's Content-Range. */
  | { status: 416; size: number | undefined };

/** The S3 driver: blobs in a bucket, still served by the app at `/media/<key>`. */
export type S3BlobStore = BlobStore & {
  driver: 's3';
  bucket: string;
  /**
   * Reads an object for the /media/ route: the Range header is passed to the store, which answers
   * only those bytes, so seeking in a long narration or video never downloads the whole of it.
   */
  read(key: string, request: { range?: string; ifNoneMatch?: string; head?: boolean }): Promise<S3ReadResult>;
  /** Closes the client's kept-alive connections. */
  close(): void;
};

/** How many connections to the bucket at once: each listener seeking through audio holds one while it plays. */
const MAX_SOCKETS = 256;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Blobs in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), for processes on several machines.
 * A PutObject is atomic, so no reader ever sees half a blob. URLs stay `/media/<key>`, answered by
 * the app (see media-routes.ts), so rows written by either driver stay valid and browsers never see
 * the bucket or its credentials.
 */
export function createS3BlobStore(options: S3BlobStoreOptions, onWriteFailure?: WriteFailureListener): S3BlobStore {
  const { bucket } = options;
  const publicPrefix = options.publicPrefix ?? '/media';
  const prefix = options.prefix?.replace(/^\/+|\/+$/g, '');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // S3-compatible stores do not all accept the SDK's default CRC32 checksums (R2 and older MinIO refuse
    // them); send checksums only where an operation requires one.
    ...(options.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    requestHandler: {
      connectionTimeout: 5_000,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
  const objectKey = (key: string) => {
    assertSafeBlobKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  async function sizeOf(Key: string): Promise<number | undefined> {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key }))).ContentLength;
    } catch {
      return undefined;
    }
  }

  return guardBlobWrites<Omit<S3BlobStore, 'assertWritable'>>(
    {
      driver: 's3',
      bucket,
      async put(key, data, contentType) {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: contentType }),
        );
        return this.urlFor(key);
      },
      async get(key) {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
          const bytes = await object.Body!.transformToByteArray();
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        } catch (error) {
          if (statusOf(error) === 404) return null;
          throw error;
        }
      },
      urlFor(key) {
        return `${publicPrefix}/${key}`;
      },
      keyOf(url) {
        return blobKeyOfUrl(url, publicPrefix);
      },
      async remove(keys) {
        // One DeleteObjects takes at most 1,000 keys.
        for (let start = 0; start < keys.length; start += 1000) {
          const Objects = keys.slice(start, start + 1000).map((key) => ({ Key: objectKey(key) }));
          await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
        }
      },
      async removeOlderThan(folder, cutoff) {
        const Prefix = prefix ? `${prefix}/${assertBlobFolder(folder)}` : assertBlobFolder(folder);
        let removed = 0;
        for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix })) {
          const old = (page.Contents ?? []).filter(
            (object) => object.Key && object.LastModified && object.LastModified < cutoff,
          );
          // A listing page holds at most 1,000 keys, as many as one DeleteObjects takes.
          if (old.length === 0) continue;
          await client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: old.map(({ Key }) => ({ Key })), Quiet: true },
            }),
          );
          removed += old.length;
        }
        return removed;
      },
      async exists(key) {
        try {
          await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
          return true;
        } catch (error) {
          if (statusOf(error) === 404) return false;
          throw error;
        }
      },
      async read(key, request) {
        const Key = objectKey(key);
        const input = { Bucket: bucket, Key, Range: request.range, IfNoneMatch: request.ifNoneMatch };
        try {
          const object = request.head
            ? await client.send(new HeadObjectCommand(input))
            : await client.send(new GetObjectCommand(input));
          return {
            status: object.ContentRange ? 206 : 200,
            contentType: object.ContentType ?? 'application/octet-stream',
            contentLength: object.ContentLength,
            contentRange: object.ContentRange,
            etag: object.ETag,
            lastModified: object.LastModified,
            body: 'Body' in object && object.Body ? (object.Body as Readable) : null,
          };
        } catch (error) {
          const status = statusOf(error);
          if (status === 304) return { status, etag: request.ifNoneMatch };
          if (status === 404) return { status };
          if (status === 416) return { status, size: await sizeOf(Key) };
          throw error;
        }
      },
      close() {
        client.destroy();
      },
    },
    onWriteFailure,
  );
}
