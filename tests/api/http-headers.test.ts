/**
 * The headers the HTTP server writes on every response (docs/security.md G): pages and files get
 * the full set, JSON answers the set that protects data; a header the app sets wins; every
 * response names its request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFile, newFile } from '../../src/server/services/files';
import { insertBlog, minimalPdf } from '../factories/content';
import { insertAdmin, insertPatient, tokenFor } from '../factories/users';
import { exchange } from '../support/raw-http';
import { createServedTestApp, type ServedApp } from '../support/served-app';
import type { TestApp } from '../support/test-app';
import { createHash } from 'node:crypto';
import { INLINE_HANDLERS } from '../../src/shared/early-action';

const CHAT_SRC = 'https://chat.vendor.example/loader.js';

function expectDataProtection(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  expect(headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
}

describe('over HTTP', () => {
  let t: TestApp;
  let served: ServedApp;
  beforeAll(async () => {
    ({ app: t, served } = await createServedTestApp());
  });
  afterAll(() => t.close());

  it('gives API answers no-store, no framing and no cross-origin reads', async () => {
    for (const path of ['/api/health', '/api/config', '/api/nope']) {
      const res = await fetch(served.url(path));
      expectDataProtection(res.headers);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('gives pages the full policy: scripts from this site only, no plugins, no framing', async () => {
    const res = await fetch(served.url('/about'));
    expectDataProtection(res.headers);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    // Beyond this site's files, only the inline handlers, by the hashes of their exact text.
    const hashes = INLINE_HANDLERS.map(
      (handler) => `'sha256-${createHash('sha256').update(handler).digest('base64')}'`,
    );
    expect(hashes).toHaveLength(2);
    expect(csp).toContain(`script-src 'self' 'unsafe-hashes' ${hashes.join(' ')};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('names where browsers report what the page policy blocked', async () => {
    const res = await fetch(served.url('/about'));
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('report-to csp');
    expect(csp).toContain('report-uri /api/csp-reports');
    expect(res.headers.get('reporting-endpoints')).toBe('csp="/api/csp-reports"');
  });

  it("keeps a caller's plain request id, and replaces one that is not", async () => {
    const kept = await fetch(served.url('/api/health'), {
      headers: { 'X-Request-Id': 'trace-42' },
    });
    expect(kept.headers.get('x-request-id')).toBe('trace-42');
    const replaced = await fetch(served.url('/api/health'), {
      headers: { 'X-Request-Id': 'bad id <script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await Promise.all([1, 2].map(() => fetch(served.url('/api/health'))));
    expect(fresh[0]!.headers.get('x-request-id')).not.toBe(fresh[1]!.headers.get('x-request-id'));
  });

  it('lets a route set its own policy and caching: an image is cached, a resume sandboxed', async () => {
    const admin = await tokenFor(t.db, await insertAdmin(t.db), new Date());
    const imageId = (await insertBlog(t.db)).imageFileId!;
    const image = await fetch(served.url(`/api/files/${imageId}`));
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectDataProtection(image.headers);

    const resumeId = await insertFile(t.db, newFile('resume', 'application/pdf', minimalPdf()));
    const resume = await fetch(served.url(`/api/files/${resumeId}`), {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-security-policy')).toBe('sandbox');
    expect(resume.headers.get('cache-control')).toBe('no-store');
    expectDataProtection(resume.headers);
  });

  it('gives an API answer the API headers however its path is spelled on the request line', async () => {
    const token = await tokenFor(t.db, await insertPatient(t.db), new Date());
    const targets = [
      '/%61pi/users/current-user',
      '/%61%70%69/users/current-user',
      '/blog/../api/users/current-user',
      `http://localhost:${served.port}/api/users/current-user`,
    ];
    for (const target of targets) {
      const answer = await exchange(
        served.port,
        `POST ${target} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
          'Connection: close\r\n\r\n',
      );
      expect(answer.status, target).toBeLessThan(500);
      expect(answer.headers['cache-control'], target).toBe('no-store');
      expect(answer.headers['content-security-policy'], target).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('gives a page asked for by an absolute-form request line the page headers', async () => {
    const answer = await exchange(
      served.port,
      `GET http://localhost:${served.port}/about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps every header on a compressed answer', async () => {
    const token = await tokenFor(t.db, await insertAdmin(t.db), new Date());
    for (let i = 0; i < 10; i++) await insertPatient(t.db);
    const res = await fetch(served.url('/api/users?limit=10'), {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expectDataProtection(res.headers);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // fetch has undone the gzip.
    expect(((await res.json()) as { users: unknown[] }).users).toHaveLength(10);
  });
});

describe('over HTTP, with a live chat', () => {
  let t: TestApp;
  let served: ServedApp;
  beforeAll(async () => {
    ({ app: t, served } = await createServedTestApp({ LIVECHAT_SRC: CHAT_SRC }));
  });
  afterAll(() => t.close());

  it("allows the chat's origin, and no other, for its script and socket on pages", async () => {
    const csp = (await fetch(served.url('/dashboard'))).headers.get('content-security-policy');
    expect(csp).toMatch(
      /script-src 'self' 'unsafe-hashes' '[^']+' '[^']+' https:\/\/chat\.vendor\.example;/,
    );
    expect(csp).toMatch(/connect-src [^;]*wss:\/\/chat\.vendor\.example/);
    expect(csp).not.toMatch(/script-src[^;]*https:\/\/(?!chat\.vendor\.example)/);
  });
});
