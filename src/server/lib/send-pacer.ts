/**
 * A token bucket of one token: sends are spaced at least 1/rate seconds apart, so no window of
 * one second ever holds more than `ratePerSecond` of them, however the passes that ask fall.
 * A bigger bucket would let a burst of its size through on top of the rate in one second.
 */
export class SendPacer {
  /** When the next send may start (ms on `now`'s clock). */
  private nextAt = -Infinity;
  private readonly gapMs: number;

  constructor(
    ratePerSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.gapMs = 1000 / ratePerSecond;
  }

  /** Takes the next slot: how long to wait before sending in it (0: now). */
  reserve(): number {
    const now = this.now();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + this.gapMs;
    return at - now;
  }

  /** Resolves when the next slot comes. */
  async take(): Promise<void> {
    const wait = this.reserve();
    // Rounded up: a timer never fires before its whole milliseconds, so never before the slot.
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
  }
}
