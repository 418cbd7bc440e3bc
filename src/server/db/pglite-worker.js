// @ts-check
/**
 * The embedded database's own thread: it owns the PGlite instance and runs each statement the
 * server's thread sends (src/server/db/pglite-thread.ts), so PGlite's synchronous WebAssembly
 * work never holds the server's event loop (docs/architecture.md, "The embedded database").
 * Plain JavaScript, so it starts in any host (tsx, the test runners) without a TypeScript loader.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
// Trigram indexes for the patient search (migration 0003); PostgreSQL ships it in contrib.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * @typedef {import('@electric-sql/pglite').Transaction} Transaction
 * @typedef {import('./pglite-thread').WorkerRequest} WorkerRequest
 * @typedef {import('./pglite-thread').WorkerStart} WorkerStart
 */

/**
 * bytea as PostgreSQL's hex text, by Buffer's native codec: PGlite's own goes byte by byte in
 * JavaScript, about a quarter of a second per megabyte.
 * @param {unknown} value
 */
function byteaToHex(value) {
  if (!(value instanceof Uint8Array)) throw new TypeError('A bytea value must be a Uint8Array');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/**
 * A buffer of its own (never a slice of Node's shared pool), so the copy sent to the server's
 * thread is the value's bytes alone.
 * @param {string} text
 */
function byteaFromHex(text) {
  const bytes = Buffer.allocUnsafeSlow((text.length - 2) / 2);
  bytes.write(text.slice(2), 'hex');
  return new Uint8Array(bytes.buffer, 0, bytes.byteLength);
}

/** @param {string} value */
const keepText = (value) => value;

/**
 * Parsers cannot cross threads: the caller names the types it wants as PostgreSQL's text.
 * @param {number[]} rawTypes
 */
const textParsers = (rawTypes) => Object.fromEntries(rawTypes.map((type) => [type, keepText]));

/**
 * An error as plain data: PostgreSQL's fields (`code` such as 23505, `constraint`, `detail`)
 * travel with it, since a cloned Error keeps only its message.
 * @param {unknown} error
 */
function describeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  /** @type {Record<string, string | number | boolean | null>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** @type {WorkerStart} */
const start = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const pg = await PGlite.create(start.dataDir, {
  extensions: { pg_trgm },
  serializers: { [types.BYTEA]: byteaToHex },
  parsers: { [types.BYTEA]: byteaFromHex },
  ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
}).catch((/** @type {unknown} */ error) => {
  port.postMessage({ started: false, error: describeError(error) });
  throw error;
});

/**
 * Open transactions by id. PGlite's `transaction()` holds its one connection from BEGIN until
 * the callback ends, and every other statement waits for it: a transaction's statements never
 * interleave with another request's.
 * @type {Map<number, { tx: Transaction, finish: (commit: boolean) => void, ended: Promise<void> }>}
 */
const transactions = new Map();
let lastTransaction = 0;

/** Resolves with the new transaction's id once BEGIN has run. */
function begin() {
  const id = ++lastTransaction;
  return new Promise((begun, failed) => {
    const ended = pg.transaction(async (tx) => {
      /** @type {Promise<boolean>} */
      const decided = new Promise((finish) => transactions.set(id, { tx, finish, ended }));
      begun(id);
      if (!(await decided)) await tx.rollback();
    });
    ended.catch(failed); // a failed BEGIN; later failures reach `end`
  });
}

/** Commits (or rolls back) and answers when PGlite has released its connection. */
async function end(/** @type {number} */ id, /** @type {boolean} */ commit) {
  const transaction = transactions.get(id);
  if (!transaction) throw new Error(`No open transaction ${id}`);
  transactions.delete(id);
  transaction.finish(commit);
  await transaction.ended;
}

/** The statement runner: the transaction's when the request names one. */
function runner(/** @type {number | undefined} */ id) {
  if (id === undefined) return pg;
  const transaction = transactions.get(id);
  if (!transaction) throw new Error(`No open transaction ${id}`);
  return transaction.tx;
}

/** @param {WorkerRequest} request */
async function handle(request) {
  switch (request.op) {
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: textParsers(request.rawTypes) };
      return runner(request.tx).query(request.sql, request.params, options);
    }
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'dump':
      return (await pg.dumpDataDir('none')).arrayBuffer();
    case 'close':
      return pg.close();
  }
}

port.on('message', (/** @type {WorkerRequest} */ request) => {
  handle(request).then(
    (result) => {
      const transfer = result instanceof ArrayBuffer ? [result] : [];
      port.postMessage({ id: request.id, result }, transfer);
    },
    (error) => port.postMessage({ id: request.id, error: describeError(error) }),
  );
});
port.postMessage({ started: true });
