/**
 * The WhatsApp outbox's pacer (docs/security.md "WhatsApp rate"): with a fake clock, sends asked
 * for in bursts, across passes and after idle spells, never put more than the rate into any
 * one-second window, and go as soon as the rate allows.
 */
import { describe, expect, it } from 'vitest';
import { SendPacer } from '../../src/server/lib/send-pacer';

/** Replays asks at the given times (ms); answers when each send starts. */
function startsFor(rate: number, askTimes: number[]): number[] {
  let clock = 0;
  const pacer = new SendPacer(rate, () => clock);
  return askTimes.map((at) => {
    clock = Math.max(clock, at);
    return clock + pacer.reserve();
  });
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

describe('SendPacer', () => {
  it('spaces a burst 1/rate apart', () => {
    expect(startsFor(80, [0, 0, 0, 0])).toEqual([0, 12.5, 25, 37.5]);
  });

  it('never starts more than the rate in any second, over bursts across passes', () => {
    // 2,000 asked at once, then passes of 20 every 100 ms, then more after a pause.
    const asks = [
      ...Array<number>(2000).fill(0),
      ...Array.from({ length: 400 }, (_, i) => 30_000 + Math.floor(i / 20) * 100),
      ...Array<number>(300).fill(90_000),
    ];
    const starts = startsFor(80, asks);
    expect(busiestSecond(starts)).toBe(80);
    // 2,000 at 80 a second: the last starts 24.99 s on.
    expect(starts[1999]).toBeCloseTo(1999 * 12.5);
  });

  it('does not save up unused time: after an idle spell the next send goes at once, then paced', () => {
    const starts = startsFor(10, [0, 5_000, 5_000, 5_000]);
    expect(starts).toEqual([0, 5_000, 5_100, 5_200]);
  });

  it('shares the rate between instances: each of two at half the rate stays under it together', () => {
    const first = startsFor(40, Array<number>(400).fill(0));
    const second = startsFor(40, Array<number>(400).fill(3));
    expect(busiestSecond([...first, ...second])).toBeLessThanOrEqual(80);
  });
});
