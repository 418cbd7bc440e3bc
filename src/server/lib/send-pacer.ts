/**
 * A token bucket of one token: sends start at least 1/rate seconds apart, so no window of one
 * second ever holds more than `ratePerSecond` of them, however the passes that ask fall.
 * A bigger bucket would let a burst of its size through on top of the rate in one second.
 * The gap is kept from the instant each send was let go, not from its planned slot: a timer
 * that fires late must not let the next send follow sooner (the 81st in a second that
 * `npm run bench:whatsapp` saw), and one that fires early is waited out.
 */
export class SendPacer {
  /** When the last send was let go (ms on `now`'s clock). */
  private lastAt = -Infinity;
  private readonly gapMs: number;
  /** Callers wait their turn one after another: each gap is measured from the one before. */
  private turns: Promise<void> = Promise.resolve();

  constructor(
    ratePerSecond: number,
    private readonly now: () => number = () => performance.now(),
    /** Waits about `ms` (0: until the event loop's next turn). */
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => (ms >= 1 ? setTimeout(resolve, ms) : setImmediate(resolve))),
  ) {
    this.gapMs = 1000 / ratePerSecond;
  }

  /** Resolves when the next send may start; the caller sends right then. */
  take(): Promise<void> {
    const turn = this.turns.then(() => this.waitForGap());
    this.turns = turn;
    return turn;
  }

  private async waitForGap(): Promise<void> {
    // Whole milliseconds on a timer, which may fire early or late; what is left under one
    // millisecond a turn of the event loop at a time, so the gap stays 1/rate, not a rounded-up one.
    for (let wait = this.lastAt + this.gapMs - this.now(); wait > 0;) {
      await this.sleep(Math.floor(wait));
      wait = this.lastAt + this.gapMs - this.now();
    }
    this.lastAt = this.now();
  }
}
