/**
 * The built client's files are compressed once, at build (build/precompress.ts), and the server
 * sends the copy the browser accepts: brotli before gzip, the file itself to a browser that
 * takes neither, each with the headers the file has.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../build/precompress';
import { createApp } from '../../src/server/app';
import { IMMUTABLE, REVALIDATE } from '../../src/server/lib/cache-control';
import { serveApp } from '../../src/server/lib/http-server';
import { PAGE_RENDERER_DIR } from '../../src/shared/page-render';
import { createTestApp, type TestApp } from '../support/test-app';

const SCRIPT = 'assets/app-0a1b2c3d.js';
const scriptText = `export const words = ${JSON.stringify('aligner '.repeat(400))};\n`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET over HTTP with exactly `acceptEncoding`, the body as sent (not decoded). */
const fetchRaw = (port: number, path: string, acceptEncoding?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });

let t: TestApp;
let root: string;
let port: number;
let close: () => Promise<void>;
let written: number;

beforeAll(async () => {
  t = await createTestApp();
  root = mkdtempSync(join(tmpdir(), 'tapalign-precompressed-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, PAGE_RENDERER_DIR));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, SCRIPT), scriptText);
  writeFileSync(join(root, 'sw.js'), scriptText);
  writeFileSync(join(root, 'assets/tiny-0a1b2c3d.js'), 'export {};\n');
  writeFileSync(join(root, 'assets/photo-0a1b2c3d.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(root, PAGE_RENDERER_DIR, 'renderer.js'), scriptText);
  written = await precompressFiles(root);
  const app = createApp({ ...t.deps, staticRoot: root });
  let server!: ReturnType<typeof serveApp>;
  port = await new Promise<number>((resolve) => {
    server = serveApp(app.fetch, { port: 0, hostname: '127.0.0.1' }, resolve);
  });
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close();
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the build', () => {
  it('writes a brotli and a gzip copy of each compressible file from 1 KiB, and nothing else', () => {
    const script = readFileSync(join(root, SCRIPT));
    expect(brotliDecompressSync(readFileSync(join(root, `${SCRIPT}.br`)))).toEqual(script);
    expect(gunzipSync(readFileSync(join(root, `${SCRIPT}.gz`)))).toEqual(script);
    // The script and the service worker: index.html and the tiny script are under 1 KiB, the picture is not compressible, and the
    // server's own renderer is never sent.
    expect(written).toBe(2);
  });
});

describe('the server', () => {
  it('sends the brotli copy to a browser that takes brotli', async () => {
    const answer = await fetchRaw(port, `/${SCRIPT}`, 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toContain('Accept-Encoding');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.body).toEqual(readFileSync(join(root, `${SCRIPT}.br`)));
    expect(brotliDecompressSync(answer.body).toString()).toBe(scriptText);
  });

  it('keeps the service worker revalidated, whichever copy it sends', async () => {
    for (const accepted of ['br', 'gzip', undefined]) {
      const answer = await fetchRaw(port, '/sw.js', accepted);
      expect(answer.headers['content-encoding']).toBe(accepted);
      expect(answer.headers['cache-control']).toBe(REVALIDATE);
    }
  });

  it('sends the gzip copy to a browser that takes only gzip', async () => {
    const answer = await fetchRaw(port, `/${SCRIPT}`, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toEqual(readFileSync(join(root, `${SCRIPT}.gz`)));
  });

  it('sends the file itself to a browser that takes neither', async () => {
    const answer = await fetchRaw(port, `/${SCRIPT}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(scriptText);
  });
});
