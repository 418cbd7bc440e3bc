import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  escapeLikePattern,
} from '../../src/server/routes/patients/patient-search';

describe('escapeLikePattern', () => {
  it.each([
    ['asha', 'asha'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\', '\\%\\_\\\\'],
    ["o'brien", "o'brien"],
    ['', ''],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeLikePattern(text)).toBe(escaped);
  });

  it('wraps the escaped text to match anywhere', () => {
    expect(containsPattern('50%')).toBe('%50\\%%');
  });
});
