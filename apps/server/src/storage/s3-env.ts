import { z } from 'zod';
import type { S3BlobStoreOptions } from './s3-blob-store';

const S3_KEYS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/**
 * Blob storage in an S3-compatible bucket (S3_*): set S3_BUCKET to use it, the file driver otherwise.
 * A half configuration (an access key without its secret, an endpoint without a bucket) stops the
 * start, rather than quietly writing blobs to one machine's disk.
 */
export const s3EnvSchema = z
  .object({
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name: 3-63 lower-case letters, digits, dots or dashes',
      )
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' }).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as us-east-1 or auto')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
    S3_PREFIX: z
      .string()
      .regex(
        /^\/?[a-z0-9_-]+(\/[a-z0-9_-]+)*\/?$/i,
        'S3_PREFIX must be folder names (letters, digits, _ or -) separated by /',
      )
      .optional(),
  })
  .superRefine((env, context) => {
    if (!env.S3_BUCKET) {
      const stray = S3_KEYS.filter((key) => env[key] !== undefined);
      if (stray.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to store blobs in S3, or unset the S3_ variables`,
        });
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message:
          'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS default credentials',
      });
    }
  });

/** The bucket blobs go to, or undefined for the file driver (no S3_BUCKET). */
export function s3FromEnv(env: Record<string, string>): S3BlobStoreOptions | undefined {
  const vars = s3EnvSchema.parse(env);
  if (!vars.S3_BUCKET) return undefined;
  return {
    bucket: vars.S3_BUCKET,
    endpoint: vars.S3_ENDPOINT,
    region: vars.S3_REGION ?? 'us-east-1',
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === '1' || vars.S3_FORCE_PATH_STYLE === 'true',
    prefix: vars.S3_PREFIX?.replace(/^\/+|\/+$/g, ''),
  };
}
