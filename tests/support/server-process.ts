/**
 * The real server as a child process (`src/server/index.ts`), for tests and benchmarks that
 * need a process of its own: restarts, kill -9, several instances on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the port once the server says it is ready; rejects if it exits first. */
  ready: Promise<number>;
  exited: Promise<number | null>;
  output(): string;
}

/**
 * Starts a server with `env` on top of this process's environment (minus DATABASE_URL unless
 * given). `detached` puts it in a process group of its own, so it can be killed as a group.
 */
export function startServer(
  env: Record<string, string>,
  options: { detached?: boolean } = {},
): ServerProcess {
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    ...env,
  };
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: fullEnv,
    detached: options.detached ?? false,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = output.match(/ready on http:\/\/localhost:(\d+)/);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  ready.catch(() => undefined); // a process expected to fail is awaited through `exited`
  return { child, ready, exited, output: () => output };
}

/** The newest WhatsApp code the console sender printed for a phone number. */
export function lastCodeIn(output: string, phone: string): string | undefined {
  const lines = output.split('\n').filter((line) => line.includes(`[whatsapp] to +91 ${phone}:`));
  return lines.at(-1)?.match(/\b(\d{6})\b/)?.[1];
}

/**
 * The fetch options of an API call to a server that trusts X-Forwarded-For: from `ip`, with a
 * bearer token and a JSON or multipart body when given.
 */
export function apiCallInit(
  method: string,
  { body, token, ip }: { body?: unknown; token?: string; ip: string },
): RequestInit {
  const headers: Record<string, string> = { 'X-Forwarded-For': ip };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return { method, headers, body: payload };
}
