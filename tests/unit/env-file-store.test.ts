/** The file-store settings of src/server/env.ts (docs/design.md §13): the choice and refusals. */
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../src/server/env';

const BUCKET = { S3_BUCKET: 'clinic-files' };

describe('file store configuration', () => {
  it('keeps files in the database when no bucket is set', () => {
    expect(readEnv({}).FILE_STORE).toBe('database');
  });

  it('puts new files in the bucket once S3_BUCKET is set, under files/ by default', () => {
    const env = readEnv({ ...BUCKET, S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(env).toMatchObject({
      FILE_STORE: 's3',
      S3_PREFIX: 'files/',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('keeps new files in the database with a bucket set when FILE_STORE says so (moving back)', () => {
    expect(readEnv({ ...BUCKET, FILE_STORE: 'database' }).FILE_STORE).toBe('database');
  });

  it.each([
    [{ FILE_STORE: 's3' }, /FILE_STORE: s3 needs S3_BUCKET/],
    [{ FILE_STORE: 'disk' }, /FILE_STORE must be database or s3/],
    [{ ...BUCKET, S3_ACCESS_KEY_ID: 'AKIA' }, /set both, or neither/],
    [{ S3_BUCKET: 'Clinic_Files' }, /S3_BUCKET must be a bucket name/],
    [{ ...BUCKET, S3_ENDPOINT: 'ftp://files.example' }, /S3_ENDPOINT/],
    [{ ...BUCKET, S3_PREFIX: 'clinic-7' }, /S3_PREFIX must be folder names each ending in \//],
    [{ ...BUCKET, S3_PREFIX: '../x/' }, /S3_PREFIX/],
  ])('refuses %o at start-up', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });
});
