/**
 * TimestampSchema (src/shared/schemas/common.ts) takes only what the code can read: whatever
 * it accepts, `Date` parses, on the calendar date it names.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TimestampSchema } from '../../src/shared/schemas/common';

const accepts = (text: string) => v.safeParse(TimestampSchema, text).success;

const two = (n: number) => String(n).padStart(2, '0');

/** Timestamps as ISO 8601 may write them, with every way of writing the zone valibot knows. */
const timestampText = fc
  .record({
    at: fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    offsetMinutes: fc.integer({ min: -14 * 60, max: 14 * 60 }),
    zone: fc.constantFrom('Z', '±HH:MM', '±HHMM', '±HH', '-00'),
    separator: fc.constantFrom('T', ' '),
    fraction: fc.constantFrom('', '.5', '.123', '.123456789'),
  })
  .map(({ at, offsetMinutes, zone, separator, fraction }) => {
    const local = new Date(at.getTime() + offsetMinutes * 60_000).toISOString();
    const sign = offsetMinutes < 0 ? '-' : '+';
    const [hours, minutes] = [
      Math.floor(Math.abs(offsetMinutes) / 60),
      Math.abs(offsetMinutes) % 60,
    ];
    const offset = {
      Z: 'Z',
      '±HH:MM': `${sign}${two(hours)}:${two(minutes)}`,
      '±HHMM': `${sign}${two(hours)}${two(minutes)}`,
      '±HH': `${sign}${two(hours)}`,
      '-00': '-00',
    }[zone];
    return `${local.slice(0, 10)}${separator}${local.slice(11, 19)}${fraction}${offset}`;
  });

describe('TimestampSchema', () => {
  it('refuses an hours-only offset, which Date cannot parse', () => {
    expect(Number.isNaN(Date.parse('2026-12-02T02:00:00+05'))).toBe(true);
    expect(accepts('2026-12-02T02:00:00+05')).toBe(false);
    expect(accepts('2026-12-02T02:00:00+05:00')).toBe(true);
  });

  it('accepts only what Date parses, on the date it names', () => {
    fc.assert(
      fc.property(fc.oneof(timestampText, fc.string()), (text) => {
        if (!accepts(text)) return;
        expect(Number.isFinite(Date.parse(text))).toBe(true);
        expect(text.slice(0, 10)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every timestamp written with Z or ±HH:MM', () => {
    fc.assert(
      fc.property(timestampText, (text) => {
        if (!/(Z|[+-]\d{2}:\d{2})$/.test(text)) return;
        expect(accepts(text), text).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
