/**
 * Keeps one `process.nextTick` queue entry alive for the life of the process, so that V8
 * never drops the object shapes (maps) Node's `nextTick` builds its entries with.
 *
 * V8 holds those shapes weakly. After a few full garbage collections with no entry alive
 * (PGlite's start-up runs several; so can an idle server), they are collected; `nextTick`'s
 * inline caches then go megamorphic for good, and its optimised code builds every entry
 * through three runtime calls: 0.235 µs of CPU per tick instead of 0.054 µs. The server queues
 * 10 ticks per `/api/config` answer: 5–11 % more CPU per answer without the kept entry
 * (2026-11-26, `BENCH_NEXT_TICK=compare npm run bench:api`; docs/benchmarks.md "API throughput";
 * docs/decisions/016-keep-next-tick-entry-alive.md). Holding one entry costs a few bytes, and
 * the call 0.4–0.5 ms at start-up, waiting for nothing.
 */
import { createHook } from 'node:async_hooks';

let keptEntry: object | undefined;

/**
 * Call first thing at start-up, before the database opens. Later calls do nothing. Node runs
 * the hook inside `nextTick` itself, so the entry is caught before this returns.
 */
export function keepNextTickShapes(): void {
  if (keptEntry) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') keptEntry ??= resource;
    },
  }).enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
}

/** The entry kept alive, once `keepNextTickShapes` has run (for its test). */
export function keptNextTickEntry(): object | undefined {
  return keptEntry;
}
