/**
 * The benchmark's yardstick: a bare `node:http` server answering each path in BARE_BODIES (a
 * JSON object of path → body) with that body as JSON, and 404 otherwise. No framework, no
 * database: what Node itself costs for the same bytes. Started on BENCH_PORT.
 */
import { createServer } from 'node:http';

const bodies = new Map<string, Buffer>(
  Object.entries(JSON.parse(process.env.BARE_BODIES ?? '{}') as Record<string, string>).map(
    ([path, body]) => [path, Buffer.from(body)],
  ),
);

const server = createServer((request, response) => {
  const body = bodies.get((request.url ?? '/').split('?')[0]!);
  // Read (and drop) any request body, as a real endpoint would.
  request.resume();
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
  response.end(body);
});

server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
