import { describe, expect, it } from 'vitest';
import { ageOn, isMinorOn, minorsBornAfter } from '../../src/shared/minors';

describe('ageOn', () => {
  it('counts whole years, a year more on the birthday itself', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-06-15', '2026-06-16')).toBe(18);
    expect(ageOn('2008-12-31', '2027-01-01')).toBe(18);
  });

  it('turns one born on 29 February a year older on 1 March when the year has no 29th', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('turns them a year older on 29 February in a leap year', () => {
    expect(ageOn('2012-02-29', '2030-02-28')).toBe(17);
    expect(ageOn('2012-02-29', '2032-02-29')).toBe(20);
    expect(ageOn('2016-02-29', '2034-02-28')).toBe(17);
  });
});

describe('isMinorOn', () => {
  it('is a minor until the 18th birthday', () => {
    expect(isMinorOn('2008-06-15', '2026-06-14')).toBe(true);
    expect(isMinorOn('2008-06-15', '2026-06-15')).toBe(false);
  });

  it('is a minor on 28 February when born on 29 February 18 years before', () => {
    expect(isMinorOn('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinorOn('2008-02-29', '2026-03-01')).toBe(false);
  });

  it('is no minor without a date of birth', () => {
    expect(isMinorOn(null, '2026-01-01')).toBe(false);
    expect(isMinorOn(undefined, '2026-01-01')).toBe(false);
  });
});

describe('minorsBornAfter', () => {
  it('draws the line isMinorOn draws, birthdays and 29 February included', () => {
    const days = ['2026-02-28', '2026-03-01', '2028-02-29', '2026-06-15', '2027-01-01'];
    const births = ['2008-02-29', '2008-03-01', '2010-02-28', '2010-02-29', '2008-06-15'];
    for (const today of days) {
      for (const dob of births) {
        expect(dob > minorsBornAfter(today), `${dob} on ${today}`).toBe(isMinorOn(dob, today));
      }
    }
  });
});
