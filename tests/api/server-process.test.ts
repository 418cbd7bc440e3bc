/**
 * The real server process: first-start output, the data-directory lock, and a clean exit on
 * SIGTERM.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer as startServerProcess, type ServerProcess } from '../support/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-process-'));
const started: ChildProcess[] = [];

/** The server on this file's data directory, with the demo data; killed after the tests. */
function startServer(extraEnv: Record<string, string> = {}): ServerProcess {
  const server = startServerProcess({
    DATA_DIR: dataDir,
    CLIENT_DIR: join(dataDir, 'no-client'),
    SEED_DEMO: '1',
    ...extraEnv,
  });
  started.push(server.child);
  return server;
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('starts, prints the admin and demo patient once, refuses a second process on the same data directory, and stops cleanly on SIGTERM', async () => {
    const first = startServer({ ADMIN_EMAIL: 'boss@clinic.example' });
    const port = await first.ready;
    expect(first.output()).toContain('Admin account: boss@clinic.example');
    expect(first.output()).toMatch(/Admin password \(shown once, change it\): \S{12,}/);
    expect(first.output()).toMatch(/Demo patient: \S+@\S+ \/ \S+ \(phone \d{10}\)/);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({
      status: 'ok',
      db: 'ok',
      files: 'ok',
      fileStore: 'database',
    });

    const second = startServer();
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/in use by another process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'tapalign.pid'))).toBe(false);

    // A restart reopens the same data and prints no new credentials.
    const again = startServer();
    await again.ready;
    expect(again.output()).not.toContain('Admin password');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
