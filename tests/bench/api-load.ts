/** autocannon runs for the API benchmark, and the A-B-A comparison against a bare server. */
import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTION_COUNTS = [10, 50] as const;

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface Request {
  url: string;
  method?: string;
  headers?: Record<string, string>;
}

export async function load(
  request: Request,
  connections: number,
  duration = DURATION_S,
): Promise<Figures> {
  const result = await autocannon({ ...request, connections, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export interface Comparison {
  app: Figures;
  /** The bare server's req/s: the mean of the runs before and after the app's. */
  bare: number;
  ratio: number;
}

/** Bare, app, bare (A-B-A), so a machine growing busier or quieter shows in neither side alone. */
export async function compareWithBare(
  app: Request,
  bare: Request,
  connections: number,
): Promise<Comparison> {
  const before = await load(bare, connections);
  const figures = await load(app, connections);
  const after = await load(bare, connections);
  const bareRps = (before.rps + after.rps) / 2;
  return { app: figures, bare: bareRps, ratio: figures.rps / bareRps };
}

/** The median time of `runs` downloads of `url`, in seconds, with the size of the last. */
export async function timeDownload(
  url: string,
  headers: Record<string, string>,
  runs = 3,
): Promise<{ seconds: number; bytes: number; status: number }> {
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    bytes = (await response.arrayBuffer()).byteLength;
    status = response.status;
    times.push((performance.now() - started) / 1000);
  }
  times.sort((a, b) => a - b);
  return { seconds: times[Math.floor(runs / 2)]!, bytes, status };
}
