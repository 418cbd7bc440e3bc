/**
 * A cap on the connections one peer address holds open at once, so that one machine cannot
 * take every connection the server can keep (slow bodies, idle sockets).
 *
 * Counted per socket peer address, even with TRUST_PROXY: a connection exists before any
 * header of it is read, and behind a proxy every connection comes from the proxy and carries
 * the requests of many clients in turn, so `X-Forwarded-For` cannot say whose a connection is.
 * The proxy, which sees each client's own connections, is where to cap them (nginx's
 * `limit_conn`); this cap is then set above the proxy's own pool of connections, or to 0.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

const OVER_CAP = Symbol('overCap');
type CountedSocket = Socket & { [OVER_CAP]?: true };

/**
 * Counts each address's open connections on `server` (0: no cap). A connection past the cap is
 * still read, and its first request answered with `refusal` by `isOverCap`'s caller; that
 * answer ends it.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.prependListener('connection', (socket: CountedSocket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    if (count > max) socket[OVER_CAP] = true;
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Whether the request came on a connection past its address's cap. */
export const isOverCap = (socket: Socket | undefined) =>
  (socket as CountedSocket | undefined)?.[OVER_CAP] === true;
