/**
 * Answers sent before the body was read (413, 415, 401 on an upload) close the connection
 * cleanly: the client is told `Connection: close`, so its keep-alive agent opens a fresh
 * connection for the next request instead of failing on a half-read one.
 */
import { request as httpRequest, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServedTestApp, type ServedApp } from '../support/served-app';
import type { TestApp } from '../support/test-app';

let t: TestApp;
let served: ServedApp;

beforeAll(async () => {
  ({ app: t, served } = await createServedTestApp());
});
afterAll(() => t.close());

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  socket: unknown;
}

function send(
  agent: Agent,
  method: string,
  path: string,
  headers: Record<string, string | number> = {},
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: served.port, method, path, headers, agent },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            connection: res.headers.connection,
            body: text,
            socket: req.socket,
          }),
        );
      },
    );
    // The server may answer and close before the whole body is written: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}

const multipartHeaders = (length: number) => ({
  'Content-Type': 'multipart/form-data; boundary=x',
  'Content-Length': length,
});

describe('answers sent before the body was read', () => {
  const cases: { name: string; method: string; path: string; headers: object; body: Buffer }[] = [
    {
      name: '413 for a 6 MB resume upload',
      method: 'POST',
      path: '/api/apply-jobs',
      headers: multipartHeaders(6 * 1024 * 1024),
      body: Buffer.alloc(6 * 1024 * 1024, 0x61),
    },
    {
      name: '415 for a plain-text body',
      method: 'POST',
      path: '/api/contact',
      headers: { 'Content-Type': 'text/plain', 'Content-Length': 64 * 1024 },
      body: Buffer.alloc(64 * 1024, 0x61),
    },
    {
      name: '401 for an anonymous blog upload',
      method: 'POST',
      path: '/api/blogs',
      headers: multipartHeaders(1024 * 1024),
      body: Buffer.alloc(1024 * 1024, 0x61),
    },
  ];

  for (const { name, method, path, headers, body } of cases) {
    it(`${name}: says Connection: close, and the next request on the agent is answered`, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const early = await send(agent, method, path, headers as never, body);
        expect([413, 415, 401]).toContain(early.status);
        expect(early.connection).toBe('close');
        expect(JSON.parse(early.body)).toHaveProperty('message');

        const next = await send(agent, 'GET', '/api/health');
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toEqual({
          status: 'ok',
          db: 'ok',
          files: 'ok',
          fileStore: 'database',
        });
        expect(next.socket).not.toBe(early.socket);
      } finally {
        agent.destroy();
      }
    });
  }

  it('keeps the connection open after an answer to a body that was read', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const invalid = await send(
        agent,
        'POST',
        '/api/contact',
        { 'Content-Type': 'application/json' },
        Buffer.from('{"name":"x"}'),
      );
      expect(invalid.status).toBe(400);
      expect(invalid.connection).toBe('keep-alive');
      const next = await send(agent, 'GET', '/api/health');
      expect(next.status).toBe(200);
      expect(next.socket).toBe(invalid.socket);
    } finally {
      agent.destroy();
    }
  });
});
