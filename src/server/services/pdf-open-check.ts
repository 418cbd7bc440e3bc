/**
 * Whether a PDF opens: PDF.js (the reader built into Firefox) loads the document and its first
 * page, as a viewer would. It runs in a worker thread, so parsing never blocks the event loop,
 * with a time budget and a heap cap: a PDF made to hang or to eat memory ends its worker (a new
 * one starts for the next file) and counts as one that does not open. One file is checked at a
 * time; the others wait their turn, and the budget counts from the moment a file's turn comes.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { concurrencyLimit } from '../lib/concurrency-limit';

/** A 5 MB PDF opens in well under a second even on a busy machine; this is the ceiling. */
const PDF_OPEN_BUDGET_MS = 5000;
/** The worker's heap: several times what opening a 5 MB PDF needs. */
const WORKER_HEAP_MB = 256;

const resolvePdfjs = (file: string) =>
  pathToFileURL(createRequire(import.meta.url).resolve(`pdfjs-dist/legacy/build/${file}`)).href;

/** Plain JavaScript, so the worker runs the same under tsx, Vitest and a build. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = (async () => {
  const pdfjs = await import(workerData.pdf);
  // The parser runs in this thread (PDF.js's "fake worker"), not in a worker of its own.
  globalThis.pdfjsWorker = await import(workerData.worker);
  return pdfjs;
})();
parentPort.on('message', async ({ id, bytes }) => {
  let task;
  try {
    const pdfjs = await loading;
    parentPort.postMessage({ id, started: true });
    task = pdfjs.getDocument({
      data: bytes,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    });
    const doc = await task.promise;
    await doc.getPage(1);
    parentPort.postMessage({ id, opens: doc.numPages > 0 });
  } catch {
    parentPort.postMessage({ id, opens: false });
  } finally {
    await task?.destroy().catch(() => {});
  }
});
`;

interface Reply {
  id: number;
  started?: true;
  opens?: boolean;
}

export type PdfOpenCheck = (bytes: Uint8Array) => Promise<boolean>;

export interface PdfOpenCheckOptions {
  /** The time one file may take to open. */
  budgetMs?: number;
  /** The worker's code (tests stand in a parser that hangs); PDF.js unless told. */
  workerSource?: string;
}

/** A checker with its own worker. */
export function pdfOpenCheck({
  budgetMs = PDF_OPEN_BUDGET_MS,
  workerSource = WORKER_SOURCE,
}: PdfOpenCheckOptions = {}): PdfOpenCheck {
  let worker: Worker | undefined;
  let nextId = 0;
  const oneAtATime = concurrencyLimit(1);

  const startWorker = () => {
    const started = new Worker(workerSource, {
      eval: true,
      workerData: { pdf: resolvePdfjs('pdf.mjs'), worker: resolvePdfjs('pdf.worker.mjs') },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    // PDF.js's own warnings are not the server's log.
    started.stdout.resume();
    started.stderr.resume();
    // An idle worker never keeps the process alive.
    started.unref();
    return started;
  };

  const checkOne = (bytes: Uint8Array) =>
    new Promise<boolean>((resolve) => {
      const current = (worker ??= startWorker());
      const id = ++nextId;
      let timer: NodeJS.Timeout | undefined;
      const finish = (opens: boolean, stop: boolean) => {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onFailure);
        current.off('exit', onFailure);
        if (stop) {
          if (worker === current) worker = undefined;
          void current.terminate();
        }
        resolve(opens);
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        if (reply.started) timer = setTimeout(() => finish(false, true), budgetMs);
        else finish(reply.opens === true, false);
      };
      // Out of memory, or a crash in the parser: that file does not open.
      const onFailure = () => finish(false, true);
      current.on('message', onMessage);
      current.on('error', onFailure);
      current.on('exit', onFailure);
      current.postMessage({ id, bytes });
    });

  return (bytes) => oneAtATime(() => checkOne(bytes));
}
