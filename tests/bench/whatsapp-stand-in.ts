/**
 * The Cloud API stand-in of `npm run bench:whatsapp`, in a process of its own that does nothing
 * else, as the real API is: the instant it accepts each message is not held back by the bench's
 * own work (its health calls, its bookkeeping). It reports each accepted message to the parent
 * with that instant (ms since the epoch, `performance.timeOrigin` based) and the line the
 * stand-in describes it with.
 */
import { startCloudApiStandIn } from '../../src/server/dev/cloud-api-stand-in';

export interface StandInArrival {
  at: number;
  line: string;
}

const standIn = await startCloudApiStandIn({
  token: process.env.BENCH_CLOUD_API_TOKEN!,
  phoneNumberId: process.env.BENCH_CLOUD_API_PHONE_NUMBER_ID!,
  onMessage: (line) =>
    process.send?.({
      at: performance.timeOrigin + performance.now(),
      line,
    } satisfies StandInArrival),
});
process.send?.({ apiBase: standIn.apiBase });
process.on('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
