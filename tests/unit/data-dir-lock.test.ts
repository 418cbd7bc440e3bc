import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/server/data-dir-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDirHeldBy(pid: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'tapalign-lock-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'tapalign.pid'), String(pid));
  return dir;
}

/** Spawns `sh -c script` and resolves with the first line it prints (a pid). */
async function spawnPrintingPid(script: string): Promise<number> {
  const child = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  const line = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (chunk) => resolve(String(chunk))),
  );
  return Number(line.trim());
}

describe('the data directory lock', () => {
  it('refuses a data directory held by a live process', async () => {
    const pid = await spawnPrintingPid('echo $$; exec sleep 30');
    expect(() => lockDataDir(dataDirHeldBy(pid))).toThrow(`in use by another process (pid ${pid})`);
  });

  it('takes over from a process killed with -9 that nobody has collected yet', async () => {
    // `sleep` never collects its parent shell's background child, so that one stays a zombie.
    const zombie = await spawnPrintingPid('sleep 30 & echo $!; kill -9 $!; exec sleep 30');
    await expect.poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8')).toMatch(/\) Z /);
    const dir = dataDirHeldBy(zombie);
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'tapalign.pid'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(join(dir, 'tapalign.pid'))).toBe(false);
  });

  it('takes over from a process that no longer exists', () => {
    const dir = dataDirHeldBy(2 ** 22 + 1); // above Linux's largest pid
    lockDataDir(dir)();
  });
});
