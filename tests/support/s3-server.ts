/**
 * A real S3-compatible server (s3rver, from npm) on 127.0.0.1 and a free port, keeping its
 * objects in tests/.tmp; started by the tests that need a bucket, never a mock of the SDK.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';

const TMP = fileURLToPath(new URL('../.tmp/', import.meta.url));

export interface S3Server {
  /** The S3_* settings that point TapAlign at this server's bucket. */
  env: Record<string, string>;
  bucket: string;
  /** Stops the server; `stop` and `start` again keep its objects (an outage, then recovery). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'tapalign-files'): Promise<S3Server> {
  mkdirSync(TMP, { recursive: true });
  const directory = mkdtempSync(`${TMP}s3-`);
  let server: S3rver | undefined;
  let port = 0;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    port = (await server.run()).port;
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    bucket,
    stop,
    start,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
