/**
 * How the HTTP server treats connections: a body refused before it was read is still taken
 * and dropped so that the client reads the answer (lingering close); a request must arrive
 * within its time; one address holds a bounded number of connections; a body the client
 * breaks off is logged as the client's error.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveApp, type ServeOptions } from '../../src/server/lib/http-server';
import {
  DEFAULT_HEADERS_TIMEOUT_SECONDS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
} from '../../src/server/lib/http-limits';
import { createLogger } from '../../src/server/lib/logger';
import { UPLOAD_BODY_MAX_BYTES } from '../../src/server/middleware/request-guards';
import { ending, openSocket, readAnswer, write } from '../support/raw-http';
import { createTestApp, type TestApp } from '../support/test-app';

const logLines: string[] = [];
const lineWaiters: ((line: string) => void)[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logger: createLogger('info', (line) => {
      logLines.push(line);
      for (const waiter of lineWaiters) waiter(line);
    }),
  });
});
afterAll(() => t.close());

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

async function serve(options: Partial<ServeOptions> = {}) {
  let server: Server | undefined;
  const port = await new Promise<number>((resolve) => {
    server = serveApp(
      t.app.fetch,
      { port: 0, hostname: '127.0.0.1', ...options },
      resolve,
    ) as Server;
  });
  servers.push(server!);
  return { port, server: server! };
}

/** The next log line for which `test` holds. */
function nextLine(
  test: (entry: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    lineWaiters.push((line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (test(entry)) resolve(entry);
    });
  });
}

const SIX_MB = 6 * 1024 * 1024;
const uploadHead = (length: number) =>
  'POST /api/apply-jobs HTTP/1.1\r\nHost: localhost\r\n' +
  `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`;

describe('an answer given before the body was read (lingering close)', () => {
  it('lets the client send the rest of a 6 MB resume after the 413, then ends the connection cleanly', async () => {
    const { port } = await serve();
    const socket = await openSocket(port, { allowHalfOpen: true });
    const ended = ending(socket);
    const answer = readAnswer(socket);
    await write(socket, uploadHead(SIX_MB) + 'x'.repeat(64 * 1024));
    const refused = await answer;
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body).message).toMatch(/too large/);
    // Every byte still goes through: the server reads and drops it instead of resetting.
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    for (let sent = 64 * 1024; sent < SIX_MB; sent += chunk.length) {
      await write(socket, chunk.subarray(0, Math.min(chunk.length, SIX_MB - sent)));
    }
    socket.end();
    expect(await ended).toBe('closed');
  });

  it("gives Node's fetch the 413 of a 6 MB resume, and the 401 and 415 of bodies it never reads", async () => {
    const { port } = await serve();
    const url = (path: string) => `http://127.0.0.1:${port}${path}`;
    const form = new FormData();
    form.set('data', JSON.stringify({ name: 'A' }));
    form.set(
      'resume',
      new Blob([Buffer.alloc(SIX_MB, 0x25)], { type: 'application/pdf' }),
      'r.pdf',
    );
    const tooLarge = await fetch(url('/api/apply-jobs'), { method: 'POST', body: form });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toMatch(/too large/);

    const image = new FormData();
    image.set('image', new Blob([Buffer.alloc(2 * 1024 * 1024, 0x25)]), 'a.png');
    const anonymous = await fetch(url('/api/blogs'), { method: 'POST', body: image });
    expect(anonymous.status).toBe(401);

    const text = await fetch(url('/api/contact'), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x'.repeat(4 * 1024 * 1024),
    });
    expect(text.status).toBe(415);
  });
});

describe('request time limits', () => {
  it('give a slow-3G phone time for the largest upload, and far less than 5 minutes', async () => {
    const slow3gBitsPerSecond = 400_000;
    const seconds = (UPLOAD_BODY_MAX_BYTES * 8) / slow3gBitsPerSecond;
    expect(seconds + 10 * 2).toBeLessThan(DEFAULT_REQUEST_TIMEOUT_SECONDS);
    expect(DEFAULT_REQUEST_TIMEOUT_SECONDS).toBeLessThan(300);

    const { server } = await serve();
    expect(server.requestTimeout).toBe(DEFAULT_REQUEST_TIMEOUT_SECONDS * 1000);
    expect(server.headersTimeout).toBe(DEFAULT_HEADERS_TIMEOUT_SECONDS * 1000);
  });

  it('answers 408 and closes a connection whose body stops arriving, and logs it as the client’s', async () => {
    const { port } = await serve({ requestTimeoutSeconds: 1, timeoutCheckMs: 100 });
    const socket = await openSocket(port);
    const answer = readAnswer(socket);
    const logged = nextLine((entry) => entry.msg === 'request' && entry.path === '/api/contact');
    await write(
      socket,
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"name":',
    );
    expect((await answer).status).toBe(408);
    expect((await logged).status).toBe(400);
  });
});

describe('connections per address', () => {
  it('answers 429 on a connection past the cap, and takes new ones once others close', async () => {
    const { port, server } = await serve({ connectionsPerAddress: 2 });
    const serverSockets: Socket[] = [];
    server.on('connection', (socket: Socket) => serverSockets.push(socket));
    const health = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const held: Socket[] = [];
    for (let i = 0; i < 2; i++) {
      const socket = await openSocket(port);
      const answer = readAnswer(socket);
      socket.write(health);
      expect((await answer).status).toBe(200);
      held.push(socket);
    }

    const refused = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await refused.json()).message).toMatch(/Too many connections/);
    // Refused before the app, it still speaks the page's language.
    const inMarathi = await fetch(`http://127.0.0.1:${port}/api/health`, {
      headers: { Cookie: 'tapalign-lang=mr' },
    });
    expect(await inMarathi.json()).toEqual({
      message: 'तुमच्या नेटवर्कवरून खूप जास्त कनेक्शन आहेत. कृपया पुन्हा प्रयत्न करा.',
    });

    const released = new Promise((resolve) => serverSockets[0]!.once('close', resolve));
    held[0]!.destroy();
    await released;
    const again = await openSocket(port);
    const answer = readAnswer(again);
    again.write(health);
    expect((await answer).status).toBe(200);
    again.destroy();
    held[1]!.destroy();
  });
});

describe('a body the client breaks off', () => {
  it('is logged as a client error with 400, not as an unhandled 500', async () => {
    const { port } = await serve();
    const socket = await openSocket(port);
    const answer = readAnswer(socket);
    const logged = nextLine((entry) => entry.msg === 'request' && entry.path === '/api/contact');
    const before = logLines.length;
    await write(
      socket,
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\nzz\r\n',
    );
    expect((await answer).status).toBe(400);
    expect((await logged).status).toBe(400);
    const levels = logLines.slice(before).map((line) => JSON.parse(line).level);
    expect(levels).not.toContain('error');
    expect(levels).toContain('warn');
  });
});
