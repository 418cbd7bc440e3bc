/**
 * Dates are compared as dates, never as strings: across a year's end, and with input that is
 * not zero-padded (where string order and date order part ways).
 */
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumeFormSchema } from '../../src/client/features/dashboard/lib/display-date';
import { isAfter, isBefore } from '../../src/shared/calendar-date';
import { resumeDateProblem } from '../../src/shared/date-rules';
import { summarizePlan } from '../../src/shared/treatment-plan';
// The shared catalogs in Hindi and Marathi, as the form loads them for its page.
import '../../src/server/lib/messages';

// The page's language is active before any form shows: English, whose texts are the sources.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const resumeIn = (today: string, typed: string, lang?: string) =>
  v.safeParse(resumeFormSchema(today), { resumeDate: typed }, { lang });
const messageOf = (result: ReturnType<typeof resumeIn>) =>
  result.success ? null : result.issues[0].message;

describe('shared comparisons', () => {
  it('order dates across a year', () => {
    expect(isBefore('2026-12-31', '2027-01-01')).toBe(true);
    expect(isAfter('2027-01-01', '2026-12-31')).toBe(true);
    expect(isBefore('2027-01-01', '2027-01-01')).toBe(false);
  });

  // As strings, "2027-1-9" sorts after "2027-01-10"; as dates it is a day before.
  it.each([
    ['2027-1-9', '2027-01-10'],
    ['2027-01-10', '2027-1-9'],
  ])('refuse %s against %s rather than order it as text', (a, b) => {
    expect(() => isBefore(a, b)).toThrow(RangeError);
    expect(() => isAfter(a, b)).toThrow(RangeError);
  });
});

describe('plan maths across a year', () => {
  const plan = {
    startDate: '2026-12-01',
    aligners: 4,
    steps: 2,
    pauses: [{ pauseDate: '2026-12-28', resumedDate: '2027-01-04' }],
  };

  it('moves the aligners after a pause over New Year by its 7 days', () => {
    const s = summarizePlan(plan, '2027-01-10');
    expect(s.alignerStarts).toEqual(['2026-12-01', '2026-12-15', '2027-01-05', '2027-01-19']);
    expect(s.endDate).toBe('2027-02-02');
    expect(s.daysCompleted).toBe(40 - 7);
    expect(s.currentAligner).toBe(3);
    expect(s.nextDate).toBe('2027-01-19');
    expect(s.status).toBe('active');
  });

  it('is still paused on 1 January while the pause is open', () => {
    const open = { ...plan, pauses: [{ pauseDate: '2026-12-28', resumedDate: null }] };
    const s = summarizePlan(open, '2027-01-01');
    expect(s.status).toBe('paused');
    expect(s.daysCompleted).toBe(27);
    expect(s.currentAligner).toBe(2);
  });

  it('refuses dates that are not zero-padded instead of misordering them', () => {
    expect(() => summarizePlan({ ...plan, startDate: '2026-12-1' }, '2027-01-10')).toThrow(
      RangeError,
    );
    const unpadded = [{ pauseDate: '2026-12-28', resumedDate: '2027-1-4' }];
    expect(() => summarizePlan({ ...plan, pauses: unpadded }, '2027-01-10')).toThrow(RangeError);
  });
});

describe('the resume rule (form and server alike)', () => {
  it.each([
    // today,       typed,        accepted as
    ['2026-12-31', '1/1/2027', '2027-01-01'],
    ['2026-12-31', '31/12/2026', '2026-12-31'],
    ['2027-01-10', '10/1/2027', '2027-01-10'],
    ['2027-01-10', ' 11/01/2027 ', '2027-01-11'],
  ])('on %s takes %j', (today, typed, date) => {
    expect(resumeIn(today, typed)).toMatchObject({ success: true, output: { resumeDate: date } });
  });

  // A string comparison would let each of these through: "2027-1-9" > "2027-01-10", and
  // "31/12/2026" > "10/01/2027".
  it.each([
    ['2027-01-10', '9/1/2027', '10/01/2027'],
    ['2027-01-10', '31/12/2026', '10/01/2027'],
    ['2027-01-01', '31/12/2026', '01/01/2027'],
  ])('on %s refuses %j, saying today is %s', (today, typed, shown) => {
    const message = `The resume date cannot be before today (${shown})`;
    expect(messageOf(resumeIn(today, typed))).toBe(message);
  });

  it.each(['31/02/2027', 'tomorrow', '2027-01-10', ''])(
    'calls %j not a date (docs/product-spec.md §5)',
    (typed) => {
      expect(messageOf(resumeIn('2027-01-10', typed))).toBe('Date input not valid.');
    },
  );

  it('says it in the language the form is read in, as the API does', () => {
    const marathi = 'पुन्हा सुरू करण्याची तारीख आजच्या (10/01/2027) आधीची असू शकत नाही';
    expect(messageOf(resumeIn('2027-01-10', '9/1/2027', 'mr'))).toBe(marathi);
    expect(resumeDateProblem('2027-01-09', '2027-01-10', { language: 'mr' })).toBe(marathi);
  });

  it('says the same words as the API', () => {
    expect(resumeDateProblem('2026-12-31', '2027-01-01')).toBe(
      'The resume date cannot be before today (01/01/2027)',
    );
    expect(resumeDateProblem('2027-01-01', '2027-01-01')).toBeNull();
    expect(resumeDateProblem('2027-01-02', '2026-12-31')).toBeNull();
  });
});
