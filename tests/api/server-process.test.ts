/**
 * The real server process: first-start output, the data-directory lock, and a clean exit on
 * SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-process-'));
const started: ChildProcess[] = [];

function startServer(extraEnv: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CLIENT_DIR: join(dataDir, 'no-client'),
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { env });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = output.match(/ready on http:\/\/localhost:(\d+)/);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  ready.catch(() => undefined); // a process expected to fail is awaited through `exited`
  return { child, ready, exited, output: () => output };
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
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });

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
