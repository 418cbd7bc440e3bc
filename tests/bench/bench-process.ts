/** Child processes for the API benchmark: started with an IPC channel, ready on their message. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface BenchProcess<T> {
  info: T;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Runs `script` under tsx with `env`; resolves with the first message it sends. Its standard
 * output (the server's access log) goes nowhere, as to a log file: written, never read.
 */
export async function startProcess<T>(
  script: string,
  env: NodeJS.ProcessEnv,
): Promise<BenchProcess<T>> {
  const child = spawn(process.execPath, [...nodeFlags(env), '--import', 'tsx', script], {
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const info = await new Promise<T>((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    info,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** BENCH_CPU_PROF=folder profiles the servers (`node --cpu-prof`), one .cpuprofile each. */
function nodeFlags(env: NodeJS.ProcessEnv): string[] {
  const folder = env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
}
