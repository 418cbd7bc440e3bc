/**
 * For the front-end benchmarks: builds the client into its own folder (with a Vite manifest)
 * and runs the real server on it, on a free port with a throwaway data directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const BENCH_CLIENT_DIR = 'dist/bench';

export function buildClient(): void {
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', BENCH_CLIENT_DIR, '--manifest'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-front-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL; // the embedded database: nothing shared with other runs
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: BENCH_CLIENT_DIR,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /ready on (http:\/\/\S+)/.exec(line);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
