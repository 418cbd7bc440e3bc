import { describe, expect, it } from 'vitest';
import { parseResumeAddress } from '../../src/client/features/careers/lib/resume-address';

const ORIGIN = 'https://clinic.example';
const FILE_ID = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';

describe('parseResumeAddress (docs/security.md 26)', () => {
  it.each([`/api/files/${FILE_ID}`, `${ORIGIN}/api/files/${FILE_ID}`, `  /api/files/${FILE_ID}  `])(
    'accepts this server’s own file address %j',
    (raw) => {
      expect(parseResumeAddress(raw, ORIGIN)).toEqual({
        ok: true,
        fileId: FILE_ID,
        apiPath: `/files/${FILE_ID}`,
      });
    },
  );

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    'https://evil.example',
    'http://169.254.169.254/',
    `https://evil.example/api/files/${FILE_ID}`,
    `//evil.example/api/files/${FILE_ID}`,
    `/\\evil.example/api/files/${FILE_ID}`,
    `/\t/evil.example/api/files/${FILE_ID}`,
    `${ORIGIN}.evil.example/api/files/${FILE_ID}`,
    `${ORIGIN}@evil.example/api/files/${FILE_ID}`,
    `/api/files/${FILE_ID}/../../users`,
    `/api/files/../users/${FILE_ID}`,
    `/api/files/%2e%2e%2fusers`,
    `/api/files/${FILE_ID}?download=1`,
    `/api/files/${FILE_ID}#x`,
    '/api/files/not-a-uuid',
    `/api/blogs/${FILE_ID}`,
    '',
    '   ',
  ])('refuses %j', (raw) => {
    expect(parseResumeAddress(raw, ORIGIN).ok).toBe(false);
  });

  it('refuses a missing or non-text parameter', () => {
    expect(parseResumeAddress(undefined, ORIGIN)).toEqual({
      ok: false,
      reason: 'No resume address was given.',
    });
    expect(parseResumeAddress(42, ORIGIN).ok).toBe(false);
  });
});
