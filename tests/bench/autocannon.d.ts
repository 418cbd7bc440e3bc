/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections: number;
      duration: number;
      method: string;
      headers: Record<string, string>;
      body: string;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      non2xx: number;
    }
  }
  function autocannon(
    options: Partial<autocannon.Options> & { url: string },
  ): Promise<autocannon.Result>;
  export default autocannon;
}
