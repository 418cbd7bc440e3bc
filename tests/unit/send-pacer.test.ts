/**
 * The WhatsApp outbox's pacer (docs/security.md "WhatsApp rate"): with a fake clock and fake
 * timers, sends asked for in bursts, across passes and after idle spells, never put more than
 * the rate into any one-second window, even when timers fire late or early, and go as soon as
 * the rate allows.
 */
import { describe, expect, it } from 'vitest';
import { SendPacer } from '../../src/server/lib/send-pacer';

/**
 * Replays asks at the given times (ms), one after another; answers when each send starts. A
 * timer of `ms` fires `lateness(ms)` late (negative: early); a turn of the event loop takes 0.25 ms.
 */
async function startsFor(
  rate: number,
  askTimes: number[],
  lateness: () => number = () => 0,
): Promise<number[]> {
  let clock = 0;
  const sleep = async (ms: number) => {
    clock += ms === 0 ? 0.25 : Math.max(0, ms + lateness());
  };
  const pacer = new SendPacer(rate, () => clock, sleep);
  const starts: number[] = [];
  for (const at of askTimes) {
    clock = Math.max(clock, at);
    await pacer.take();
    starts.push(clock);
  }
  return starts;
}

/** The most sends starting in any window [t, t + 1000). */
function busiestSecond(starts: number[]): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= 1000) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

/** Lateness in turn: on time, 1.5 ms late, 0.75 ms early, 3 ms late, … (deterministic). */
function unevenTimers(): () => number {
  const pattern = [0, 1.5, -0.75, 3, 0.5, -0.25];
  let i = 0;
  return () => pattern[i++ % pattern.length]!;
}

describe('SendPacer', () => {
  it('spaces a burst 1/rate apart', async () => {
    expect(await startsFor(80, [0, 0, 0, 0])).toEqual([0, 12.5, 25, 37.5]);
  });

  it('never starts more than the rate in any second, over bursts across passes', async () => {
    // 2,000 asked at once, then passes of 20 every 100 ms, then more after a pause.
    const asks = [
      ...Array<number>(2000).fill(0),
      ...Array.from({ length: 400 }, (_, i) => 30_000 + Math.floor(i / 20) * 100),
      ...Array<number>(300).fill(90_000),
    ];
    const starts = await startsFor(80, asks);
    expect(busiestSecond(starts)).toBe(80);
    // 2,000 at 80 a second: the last starts 24.99 s on.
    expect(starts[1999]).toBeCloseTo(1999 * 12.5);
  });

  it('keeps 1/rate between starts when timers fire late or early', async () => {
    const starts = await startsFor(80, Array<number>(2000).fill(0), unevenTimers());
    const gaps = starts.slice(1).map((start, i) => start - starts[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(12.5);
    expect(busiestSecond(starts)).toBeLessThanOrEqual(80);
    // Late timers cost only their lateness, not a rounded-up gap each time.
    expect(starts[1999]).toBeLessThan(1999 * 12.5 * 1.1);
  });

  it('does not save up unused time: after an idle spell the next send goes at once, then paced', async () => {
    const starts = await startsFor(10, [0, 5_000, 5_000, 5_000]);
    expect(starts).toEqual([0, 5_000, 5_100, 5_200]);
  });

  it('lets asks made at once go one after another, each its gap after the one before', async () => {
    let clock = 0;
    const pacer = new SendPacer(
      10,
      () => clock,
      async (ms) => void (clock += ms || 0.25),
    );
    const starts: number[] = [];
    await Promise.all([0, 1, 2].map(() => pacer.take().then(() => starts.push(clock))));
    expect(starts).toEqual([0, 100, 200]);
  });

  it('shares the rate between instances: each of two at half the rate stays under it together', async () => {
    const first = await startsFor(40, Array<number>(400).fill(0), unevenTimers());
    const second = await startsFor(40, Array<number>(400).fill(3));
    expect(busiestSecond([...first, ...second])).toBeLessThanOrEqual(80);
  });
});
