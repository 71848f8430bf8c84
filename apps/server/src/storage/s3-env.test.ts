import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'roamcast-s3-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env });

describe('S3_* configuration', () => {
  it('keeps the file driver when S3_BUCKET is unset or empty', () => {
    expect(load({}).s3).toBeUndefined();
    expect(load({ S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('reads a MinIO bucket with its endpoint, keys, path style and prefix', () => {
    expect(
      load({
        S3_BUCKET: 'roamcast-media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: '1',
        S3_PREFIX: '/prod/',
      }).s3,
    ).toEqual({
      bucket: 'roamcast-media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      prefix: 'prod',
    });
  });

  it('leaves AWS credentials to the SDK’s default chain when no keys are given', () => {
    expect(load({ S3_BUCKET: 'roamcast-media', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'roamcast-media',
      endpoint: undefined,
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: undefined,
    });
  });

  it('refuses a half configuration at start, naming what is missing', () => {
    expect(() => load({ S3_BUCKET: 'roamcast-media', S3_ACCESS_KEY_ID: 'minio' })).toThrow(
      /S3_SECRET_ACCESS_KEY[\s\S]*set both/,
    );
    expect(() => load({ S3_BUCKET: 'roamcast-media', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => load({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1' })).toThrow(
      /S3_ENDPOINT, S3_FORCE_PATH_STYLE are set but S3_BUCKET is not/,
    );
    expect(() => load({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => load({ S3_BUCKET: 'roamcast-media', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => load({ S3_BUCKET: 'roamcast-media', S3_PREFIX: '../up' })).toThrow(/S3_PREFIX/);
  });
});
