/**
 * The bucket of an S3-compatible object store, through the AWS SDK (docs/design.md §13). Keys are
 * `S3_PREFIX` + the file's random id: nothing about a patient is in a key. Nothing here makes
 * an object public (no ACL, no signed address): the bytes leave only through /api/files/:id.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Env } from '../env';

/** How long a connection may take to open, and a request to go quiet, before it fails. */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 60_000;
/** The health check's probe answers within this, or the bucket counts as unreachable. */
const PING_TIMEOUT_MS = 3_000;

interface StoredObject {
  key: string;
  lastModified: Date;
}

export interface ObjectBucket {
  readonly name: string;
  keyFor(fileId: string): string;
  put(key: string, bytes: Uint8Array, info: { contentType: string; sha256: string }): Promise<void>;
  /** The object's bytes as they arrive; rejects when it cannot be read. */
  read(key: string): Promise<ReadableStream<Uint8Array>>;
  /** Succeeds also when there is no such object (S3's DELETE is idempotent). */
  remove(key: string): Promise<void>;
  /** Every object under this clinic's prefix, a page at a time. */
  list(): AsyncIterable<StoredObject[]>;
  /** Resolves when the bucket answers with these credentials. */
  ping(): Promise<void>;
  close(): void;
}

type BucketEnv = Pick<
  Env,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

function clientConfig(env: BucketEnv): S3ClientConfig {
  return {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // S3-compatible stores refuse or mangle the CRC32 checksums the SDK adds by default; the
    // sha256 of every file is kept and checked by TapAlign itself.
    ...(env.S3_ENDPOINT
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  };
}

/** The configured bucket, or undefined when S3_BUCKET is not set. */
export function openBucket(env: BucketEnv): ObjectBucket | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) return undefined;
  const client = new S3Client(clientConfig(env));
  const prefix = env.S3_PREFIX;
  return {
    name: bucket,
    keyFor: (fileId) => `${prefix}${fileId}`,
    async put(key, bytes, { contentType, sha256 }) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
          // Lets an operator check an object against its record with the bucket's own tools.
          Metadata: { sha256 },
        }),
      );
    },
    async read(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!Body) throw new Error(`The object ${key} has no body`);
      return Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: prefix },
      )) {
        yield (page.Contents ?? []).flatMap(({ Key, LastModified }) =>
          Key && LastModified ? [{ key: Key, lastModified: LastModified }] : [],
        );
      }
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), {
        abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
      });
    },
    close: () => client.destroy(),
  };
}
