/**
 * Lingering close, as nginx does it. An answer given before the request's body was read (413
 * for a resume too large, 415, 401, 429…) says `Connection: close`. Closing the socket at once
 * while the client is still sending its body makes the kernel answer the next bytes with a
 * reset, and a reset makes the client's system drop the answer it has not read yet: Node's
 * `fetch` then fails with `write EPIPE` and never sees the 413. So the server ends its side
 * after the answer and reads, and discards, what the client still sends, within LINGER_MS,
 * LINGER_IDLE_MS and LINGER_MAX_BYTES, then closes. Whoever refuses a body need only stop
 * reading it: the HTTP server (http-server.ts) lingers for any answer that ends a connection
 * whose request body is unfinished.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { LINGER_IDLE_MS, LINGER_MAX_BYTES, LINGER_MS } from './http-limits';

const LINGERING = Symbol('lingering');
type LingeringSocket = Socket & { [LINGERING]?: true };

/** The bytes of the body still to come, when its length was announced. */
function announcedRest(request: IncomingMessage): number | undefined {
  const length = Number(request.headers['content-length']);
  if (!Number.isSafeInteger(length)) return undefined;
  return length - (request.socket.bytesRead ?? 0);
}

/**
 * Makes the socket's next `destroySoon` (Node's close after an answer that ends the
 * connection) linger while `request`'s body still arrives. `request` is the message Node's
 * parser goes on feeding the rest of the body into.
 */
export function lingerBeforeClosing(socket: LingeringSocket, request: IncomingMessage): void {
  if (request.complete || socket.destroyed) return;
  const rest = announcedRest(request);
  if (rest !== undefined && rest > LINGER_MAX_BYTES) return;
  const closeNow = socket.destroySoon;
  socket.destroySoon = function lingeringDestroySoon(this: LingeringSocket) {
    if (this[LINGERING]) return; // asked again while lingering: the limits below decide
    if (request.complete || this.readableEnded) return closeNow.call(this);
    this[LINGERING] = true;
    let discarded = 0;
    const stop = () => {
      clearTimeout(total);
      clearTimeout(idle);
      request.off('data', count);
    };
    /** The limits are reached: close, whatever is left unsent or unread. */
    const cut = () => {
      stop();
      this.destroy();
    };
    /** The whole body came: close once the answer has left, as Node would have. */
    const done = () => {
      stop();
      if (this.writableFinished) this.destroy();
      else this.once('finish', () => this.destroy());
    };
    const total = setTimeout(cut, LINGER_MS).unref();
    const idle = setTimeout(cut, LINGER_IDLE_MS).unref();
    const count = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > LINGER_MAX_BYTES) cut();
      else idle.refresh();
    };
    // Whoever read part of the body has stopped: the rest is counted and dropped.
    request.removeAllListeners('data');
    request.on('data', count);
    request.once('end', done);
    request.once('error', cut);
    this.once('close', stop);
    request.resume();
    this.end();
  };
}
