import { describe, expect, it } from 'vitest';
import {
  drawAt,
  drawingInstant,
  noteServerDate,
  noteServerRender,
  serverClockAhead,
} from '../../src/client/lib/server-clock';

describe("the server's clock", () => {
  it('is read from the Date header, half a second into its second, against the round trip', () => {
    const sentAt = Date.parse('2026-11-25T10:00:00.000Z');
    noteServerDate('Wed, 25 Nov 2026 10:10:03 GMT', sentAt, sentAt + 400);
    expect(serverClockAhead()).toBe(10 * 60_000 + 3_500 - 200);
  });

  it('keeps the last figure when an answer has no usable date', () => {
    const sentAt = Date.parse('2026-11-25T10:00:00.000Z');
    noteServerDate('Wed, 25 Nov 2026 09:56:00 GMT', sentAt, sentAt);
    for (const header of [null, '', 'not a date']) noteServerDate(header, sentAt, sentAt);
    expect(serverClockAhead()).toBe(-4 * 60_000 + 500);
  });
});

describe('a page the server drew', () => {
  it('sets the clock ahead by its instant against its arrival', () => {
    const before = Date.now();
    const ahead = noteServerRender(before + 90_000);
    expect(ahead).toBeGreaterThanOrEqual(90_000 - (Date.now() - before));
    expect(ahead).toBeLessThanOrEqual(90_000);
    expect(serverClockAhead()).toBe(ahead);
  });

  it('stands for the time while it is drawn and hydrated, and no longer', () => {
    expect(drawingInstant()).toBeUndefined();
    drawAt(Date.parse('2026-12-05T10:00:00.000Z'));
    expect(drawingInstant()).toBe(Date.parse('2026-12-05T10:00:00.000Z'));
    drawAt(undefined);
    expect(drawingInstant()).toBeUndefined();
  });
});
