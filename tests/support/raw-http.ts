/**
 * A bare TCP client for what `fetch` hides: request lines as written (percent-encoded or
 * absolute-form paths), bodies sent after the answer, and how the connection ends.
 */
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** `allowHalfOpen`: the client may go on sending after the server has ended its side. */
export function openSocket(
  port: number,
  options: { allowHalfOpen?: boolean } = {},
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', ...options }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Parses the first answer's head and the body received with it. */
function parseAnswer(text: string): RawAnswer {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** Resolves with the text received once it holds a whole answer head (and `minBody` bytes after it). */
export function readAnswer(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const answer = parseAnswer(text);
      const length = Number(answer.headers['content-length'] ?? 0);
      if (Buffer.byteLength(answer.body, 'latin1') < length) return;
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(answer);
    };
    const onClose = () => reject(new Error(`closed before an answer: ${JSON.stringify(text)}`));
    socket.on('data', onData);
    socket.once('close', onClose);
  });
}

/** Writes `data`, resolving once the system has taken it, rejecting on a reset or broken pipe. */
export function write(socket: Socket, data: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    socket.write(data, (error) => (error ? reject(error) : resolve())),
  );
}

/** Sends a whole request on a fresh connection and reads everything until the server closes. */
export async function exchange(port: number, request: string): Promise<RawAnswer> {
  const socket = await openSocket(port);
  const answer = readAnswer(socket);
  socket.write(request);
  try {
    return await answer;
  } finally {
    socket.destroy();
  }
}

/** How the connection ended: closed cleanly, or the error (a reset, a broken pipe) it met. */
export function ending(socket: Socket): Promise<'closed' | string> {
  return new Promise((resolve) => {
    let failure: string | undefined;
    socket.once('error', (error: NodeJS.ErrnoException) => (failure = error.code ?? error.message));
    socket.once('close', () => resolve(failure ?? 'closed'));
  });
}
