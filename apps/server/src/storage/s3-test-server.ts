import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The environment that points the app at this bucket. */
  env: Record<string, string>;
  /** An object as the bucket itself holds it, read past the app and its driver. */
  readObject(key: string): Promise<{ contentType: string | undefined; bytes: Buffer }>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free port of this machine, over HTTP, with one empty bucket:
 * tests run the S3 driver against it as against MinIO. Its files live in a temp folder removed on close.
 */
export async function startTestS3(bucket = 'roamcast-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'roamcast-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async readObject(key) {
      const client = new S3Client({
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { contentType: object.ContentType, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
      } finally {
        client.destroy();
      }
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
