/**
 * PGlite in a worker thread (src/server/db/pglite-worker.js), seen from the server's thread as
 * the part of PGlite's client that drizzle's PGlite driver calls: `query` and `transaction`.
 * Statements travel by message; PGlite's WebAssembly work runs on the worker's thread, so a
 * heavy statement no longer holds every other request (docs/architecture.md).
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

export interface WorkerStart {
  dataDir: string;
  loadDataDir?: ArrayBuffer;
}

type Statement = {
  sql: string;
  params: unknown[];
  rowMode: 'array' | 'object';
  rawTypes: number[];
};

export type WorkerRequest = { id: number } & (
  | ({ op: 'query'; tx?: number } & Statement)
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface WorkerError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

type WorkerReply =
  | { started: true }
  | { started: false; error: WorkerError }
  | { id: number; result: unknown }
  | { id: number; error: WorkerError };

/** The statement runner drizzle's driver is given, inside a transaction or outside one. */
interface QueryRunner {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface PgliteThread extends QueryRunner {
  transaction<T>(callback: (tx: QueryRunner) => Promise<T>): Promise<T>;
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

/** The worker's error again, with PostgreSQL's fields (`code`, `constraint`…) on it. */
function rebuildError({ name, message, stack, fields }: WorkerError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}

/**
 * drizzle asks for dates and intervals as PostgreSQL's text through parsers that return what they
 * are given; functions cannot cross threads, so only such parsers are accepted, by type.
 */
function rawTypes(options: QueryOptions | undefined): number[] {
  return Object.entries(options?.parsers ?? {}).map(([type, parse]) => {
    const probe = 'text as stored';
    if (parse(probe, Number(type)) !== probe) {
      throw new Error(`Only parsers that keep the text cross to the database thread (${type})`);
    }
    return Number(type);
  });
}

export async function startPgliteThread(start: WorkerStart): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    workerData: start,
    transferList: start.loadDataDir ? [start.loadDataDir] : [],
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let stopped: Error | undefined;

  // The worker keeps the process alive only while a statement is on its way, as PGlite on the
  // main thread held nothing open.
  worker.unref();
  const settle = (id: number) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    return call;
  };
  const stop = (error: Error) => {
    stopped ??= error;
    for (const id of [...waiting.keys()]) settle(id)?.reject(error);
  };

  const started = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: WorkerReply) => {
      if ('started' in reply) {
        if (reply.started) resolve();
        else reject(rebuildError(reply.error));
      } else if ('error' in reply) {
        settle(reply.id)?.reject(rebuildError(reply.error));
      } else {
        settle(reply.id)?.resolve(reply.result);
      }
    });
    worker.on('error', (error) => {
      stop(error);
      reject(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`The database thread has stopped (exit code ${code})`);
      stop(error);
      reject(error);
    });
  });
  worker.ref();
  await started;
  worker.unref();

  function call<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (waiting.size === 1) worker.ref();
      try {
        worker.postMessage({ ...request, id });
      } catch (error) {
        settle(id);
        reject(error as Error); // a parameter that cannot be copied to another thread
      }
    });
  }

  const runner = (tx?: number): QueryRunner => ({
    query: (sql, params = [], options) =>
      call({
        op: 'query',
        sql,
        params,
        rowMode: options?.rowMode ?? 'object',
        rawTypes: rawTypes(options),
        ...(tx === undefined ? {} : { tx }),
      }),
  });

  return {
    ...runner(),
    async transaction(callback) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await callback(runner(tx));
      } catch (error) {
        // Rolled back, and PGlite's connection freed for the requests queued behind it.
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    dump: async () => new Blob([await call<ArrayBuffer>({ op: 'dump' })]),
    async close() {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
