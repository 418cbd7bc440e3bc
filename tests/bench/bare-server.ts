/**
 * The benchmark's yardstick: a bare `node:http` server answering each path in BARE_ANSWERS (a
 * JSON object of path → the app's body and headers) with the same bytes the app sends: the
 * same JSON and the same header block, the security headers included, with a fresh request id
 * per answer as the app makes one. No framework, no database: what Node itself costs for the
 * same answer. 404 otherwise. Started on BENCH_PORT.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

export interface BareAnswer {
  body: string;
  headers: Record<string, string>;
}

/** Headers Node writes itself, or that differ per answer. */
const PER_CONNECTION = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

const answers = new Map(
  Object.entries(JSON.parse(process.env.BARE_ANSWERS ?? '{}') as Record<string, BareAnswer>).map(
    ([path, { body, headers }]) => {
      const bytes = Buffer.from(body);
      const kept = Object.entries(headers).filter(
        ([name]) => !PER_CONNECTION.has(name) && name !== 'x-request-id',
      );
      const withId = 'x-request-id' in headers;
      return [path, { bytes, headers: Object.fromEntries(kept), withId }] as const;
    },
  ),
);

const server = createServer((request, response) => {
  const answer = answers.get((request.url ?? '/').split('?')[0]!);
  // Read (and drop) any request body, as a real endpoint would.
  request.resume();
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    ...answer.headers,
    ...(answer.withId ? { 'x-request-id': randomUUID() } : {}),
    'content-length': answer.bytes.length,
  });
  response.end(answer.bytes);
});

server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
