import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepNextTickShapes, keptNextTickEntry } from '../../src/server/lib/next-tick-shapes';

/**
 * A child Node process queues ticks, lets six full collections run with no tick queued, queues
 * ticks again and prints V8's feedback for `process.nextTick` (`%DebugPrint`, Node 20's V8).
 * Returns the states of the inline caches that build each queue entry.
 */
async function entryCacheStates(keepShapes: boolean): Promise<string[]> {
  const script = `
    const { keepNextTickShapes } = await import('./src/server/lib/next-tick-shapes.ts');
    if (${keepShapes}) keepNextTickShapes();
    const ticks = async (count) => { for (let i = 0; i < count; i++) await new Promise((r) => process.nextTick(r)); };
    const pause = () => new Promise((r) => setTimeout(r, 5));
    await ticks(2000);
    for (let i = 0; i < 6; i++) { await pause(); gc(); }
    await ticks(200);
    %DebugPrint(process.nextTick);`;
  // V8 prints with C stdio, which drops output on Node's non-blocking pipes: a file takes it all.
  const folder = mkdtempSync(join(tmpdir(), 'tapalign-ticks-'));
  const outputFile = join(folder, 'debug-print.txt');
  const output = openSync(outputFile, 'w');
  try {
    const child = spawn(
      process.execPath,
      [
        '--allow-natives-syntax',
        '--expose-gc',
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        script,
      ],
      { stdio: ['ignore', output, 'inherit'] },
    );
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  } finally {
    closeSync(output);
  }
  const stdout = readFileSync(outputFile, 'utf8');
  rmSync(folder, { recursive: true, force: true });
  return [...stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]!);
}

describe('keeping nextTick entry shapes alive', () => {
  it('holds one queue entry', () => {
    keepNextTickShapes();
    const entry = keptNextTickEntry();
    expect(entry).toHaveProperty('callback', expect.any(Function));
    keepNextTickShapes();
    expect(keptNextTickEntry()).toBe(entry);
  });

  it("keeps nextTick's inline caches monomorphic through idle collections", async () => {
    // Without it, the collections drop the entries' shapes and the caches go megamorphic.
    expect(
      await entryCacheStates(false),
      'this Node keeps the shapes by itself: keepNextTickShapes can go',
    ).toContain('MEGAMORPHIC');
    const kept = await entryCacheStates(true);
    expect(kept).toHaveLength(4);
    expect(new Set(kept)).toEqual(new Set(['MONOMORPHIC']));
  });
});
