import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { createLogger } from '../../src/server/lib/logger';
import { insertAdmin, insertPatient, tokenFor } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports health with the database reachable', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok', files: 'ok', fileStore: 'database' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No such API endpoint/);
  });

  it('allows no foreign origin (CORS closed)', async () => {
    const res = await t.request('GET', '/api/health', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses form and text bodies with 415 (CSRF)', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.request('POST', '/api/users/login', {
        body: 'email=a@b.c&password=x',
        headers: { 'Content-Type': type },
      });
      expect(res.status, type).toBe(415);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('refuses bodies over 100 KB with 413, chunked ones too', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(110 * 1024) });
    const res = await t.request('POST', '/api/users/login', { body: big });
    expect(res.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await t.app.request(
      '/api/users/login',
      {
        method: 'POST',
        body: stream,
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        duplex: 'half',
      } as RequestInit,
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(chunked.status).toBe(413);
  });
});

describe('compression', () => {
  it('gzips JSON of 1 KiB and up for callers that accept it, and no small answer', async () => {
    const token = await tokenFor(t.db, await insertAdmin(t.db), new Date());
    for (let i = 0; i < 10; i++) await insertPatient(t.db);
    const list = (encoding?: string) =>
      t.request('GET', '/api/users?limit=10', {
        token,
        headers: encoding ? { 'Accept-Encoding': encoding } : {},
      });

    const plain = await list();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.raw.text();
    expect(text.length).toBeGreaterThan(1024);

    const zipped = await list('gzip, deflate, br');
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.headers.get('content-type')).toMatch(/^application\/json/);
    const unzipped = gunzipSync(Buffer.from(await zipped.raw.arrayBuffer())).toString();
    expect(JSON.parse(unzipped).users).toHaveLength(10);

    expect((await list('gzip;q=0')).headers.get('content-encoding')).toBeNull();
    const small = await t.request('GET', '/api/health', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.body).toEqual({ status: 'ok', db: 'ok', files: 'ok', fileStore: 'database' });
  });
});

describe('failures', () => {
  it('answers a database failure with a generic 500: no stack, no driver message', async () => {
    const lines: string[] = [];
    const broken = await createTestApp({
      logger: createLogger('error', (line) => lines.push(line)),
    });
    await broken.close();
    const res = await broken.request('GET', '/api/health');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(JSON.stringify(res.body)).not.toMatch(/\bat \S+:\d+|Error:/);
    expect(lines.some((line) => JSON.parse(line).msg === 'unhandled error')).toBe(true);
  });

  it('logs a failed statement without its SQL or parameters', async () => {
    const lines: string[] = [];
    const broken = await createTestApp({
      logger: createLogger('error', (line) => lines.push(line)),
    });
    await broken.close();
    const res = await broken.request('POST', '/api/users/login', {
      body: { email: 'secret.person@example.com', password: 'a long passphrase' },
    });
    expect(res.status).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('failed statement');
    expect(logged).not.toMatch(/secret\.person|params|select |insert |update /i);
  });
});

describe('query strings', () => {
  it('refuse control characters in every text parameter with 400, naming the parameter', async () => {
    const token = await tokenFor(t.db, await insertAdmin(t.db), new Date());
    const paths = [
      '/api/users?q=a%00b',
      '/api/users?q=a%0D%0Ab',
      '/api/users?limit=10&q=%7F',
      '/api/issues?status=open%00',
      '/api/blogs?order=desc%1B',
    ];
    for (const path of paths) {
      const res = await t.request('GET', path, { token });
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toMatch(/^\w+: Control characters are not allowed/);
      expect(res.body.issues[0].path, path).toBe(res.body.message.split(':')[0]);
    }
    const plain = await t.request('GET', '/api/users?q=a%20b', { token });
    expect(plain.status).toBe(200);
  });
});
