import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MOBILE_TYPED_MAX_LENGTH, normalizeMobile } from '../../src/shared/phone';
import { TenDigitsSchema } from '../../src/shared/schemas/common';

describe('normalizeMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    [' 98765  43210 ', '9876543210'],
    ['98765-43210', '9876543210'],
    ['987-654-3210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['98765.43210', '9876543210'],
    ['98765\u00a043210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['091-9876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['0 98765 43210', '9876543210'],
  ])('reads %j as %s', (typed, digits) => {
    expect(normalizeMobile(typed)).toBe(digits);
  });

  // Nothing is cut off: what is not ten digits stays as typed, so the 10-digit rule refuses it.
  it.each([
    ['98765 432109', '98765432109'],
    ['+91 98765 432109', '+9198765432109'],
    ['9876543210987', '9876543210987'],
    ['98765', '98765'],
    ['+91 98765', '+9198765'],
    ['98765abcde', '98765abcde'],
    ['+44 7911 123456', '+447911123456'],
    ['', ''],
  ])('keeps %j whole as %j', (typed, kept) => {
    expect(normalizeMobile(typed)).toBe(kept);
  });

  it('leaves a ten-digit number that starts with 91 or 0 alone', () => {
    expect(normalizeMobile('9198765432')).toBe('9198765432');
    expect(normalizeMobile('0987654321')).toBe('0987654321');
  });

  it('fits the longest way of writing a number in a phone field', () => {
    expect('+91 98765 43210'.length).toBeLessThanOrEqual(MOBILE_TYPED_MAX_LENGTH);
    expect('0091 98765-43210'.length).toBeLessThanOrEqual(MOBILE_TYPED_MAX_LENGTH);
  });

  it('feeds the 10-digit rule: too long or too short is refused, never shortened', () => {
    const rule = TenDigitsSchema();
    expect(v.parse(rule, '+91 98765-43210')).toBe('9876543210');
    for (const typed of ['+91 98765 432101', '98765 4321', '9876543210 1']) {
      expect(v.safeParse(rule, typed).success, typed).toBe(false);
    }
  });
});
