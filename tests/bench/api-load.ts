/** autocannon runs for the API benchmark, and the A-B-A comparison against a bare server. */
import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
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
  /** The app's figures in the round whose ratio is the median. */
  app: Figures;
  /** The bare server's req/s in that round: the mean of its runs just before and after. */
  bare: number;
  /** The median of the rounds' ratios. */
  ratio: number;
  /** Every round's ratio, lowest first. */
  ratios: number[];
}

/** App runs, each between two bare runs: bare, app, bare, app, … bare. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/**
 * A-B-A, repeated: each app run is set against the bare runs just before and after it, so a
 * machine growing busier or quieter shows on both sides, and the median of the rounds leaves
 * out a round that a burst of other work on this shared machine fell into. `bare` is any
 * reference server (`BENCH_NEXT_TICK=compare` sets the app without its kept nextTick entry
 * against the app with it), and `run` what measures one run.
 */
export async function compareWithBare(
  app: Request,
  bare: Request,
  connections: number,
  run: (request: Request, connections: number) => Promise<Figures> = load,
): Promise<Comparison> {
  const bareRuns = [await run(bare, connections)];
  const rounds: Omit<Comparison, 'ratios'>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const figures = await run(app, connections);
    bareRuns.push(await run(bare, connections));
    const bareRps = (bareRuns[round]!.rps + bareRuns[round + 1]!.rps) / 2;
    rounds.push({ app: figures, bare: bareRps, ratio: figures.rps / bareRps });
  }
  rounds.sort((a, b) => a.ratio - b.ratio);
  return { ...rounds[Math.floor(rounds.length / 2)]!, ratios: rounds.map((round) => round.ratio) };
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
