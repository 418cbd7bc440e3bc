import { describe, expect, it } from 'vitest';
import { neutraliseCell } from '../../src/server/services/xlsx';

describe('neutraliseCell (docs/security.md 20)', () => {
  it.each(['=1+1', '+91 98765', '-2', '@SUM(A1)', '\tx', '\rx', '\0x', '='])(
    'prefixes %j with an apostrophe',
    (text) => {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    },
  );

  it.each(['Asha', ' =1+1', "'=already quoted", '9876543210', '2026-01-01', 'a=b', ''])(
    'keeps %j as it is',
    (text) => {
      expect(neutraliseCell(text)).toBe(text);
    },
  );

  it('keeps numbers (negative ones too) and empty cells as values', () => {
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(0)).toBe(0);
    expect(neutraliseCell(null)).toBeNull();
  });
});
