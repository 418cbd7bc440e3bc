/**
 * The rules of raising an issue and resuming, shared by the patient's forms and the API: the
 * bounds of a resume date, and an "Other" issue that must say what it is.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { resumeFormSchema } from '../../src/client/features/dashboard/lib/display-date';
import { RESUME_MAX_DAYS_AHEAD, resumeDateProblem } from '../../src/shared/date-rules';
import { IssueQuerySchema, OTHER_NEEDS_DESCRIPTION } from '../../src/shared/schemas/issue';

const TODAY = '2026-03-10';
const PAUSED = '2026-03-01';
const NOT_BEFORE_TODAY = 'The resume date cannot be before today (10/03/2026)';
const NOT_BEFORE_PAUSE = 'The resume date cannot be before the pause date (01/03/2026)';
const WITHIN_90_DAYS = 'The resume date must be within 90 days of today (08/06/2026 at the latest)';

describe('the resume date', () => {
  it('may be at most 90 days after today', () => {
    expect(RESUME_MAX_DAYS_AHEAD).toBe(90);
  });

  it.each([
    // date,         who,       problem
    ['2026-03-10', 'patient', null],
    ['2026-06-08', 'patient', null],
    ['2026-06-09', 'patient', WITHIN_90_DAYS],
    ['2100-12-31', 'patient', WITHIN_90_DAYS],
    ['2026-03-09', 'patient', NOT_BEFORE_TODAY],
    ['2026-02-28', 'patient', NOT_BEFORE_TODAY],
    ['2026-03-01', 'staff', null],
    ['2026-03-09', 'staff', null],
    ['2026-06-08', 'staff', null],
    ['2026-02-28', 'staff', NOT_BEFORE_PAUSE],
    ['2026-06-09', 'staff', WITHIN_90_DAYS],
    ['2100-12-31', 'staff', WITHIN_90_DAYS],
  ] as const)('%s set by the %s: %s', (date, who, problem) => {
    const byStaff = who === 'staff';
    expect(resumeDateProblem(date, TODAY, { pauseDate: PAUSED, byStaff })).toBe(problem);
  });

  it('counts the 90 days across a year end', () => {
    expect(resumeDateProblem('2027-03-31', '2026-12-31')).toBeNull();
    expect(resumeDateProblem('2027-04-01', '2026-12-31')).toBe(
      'The resume date must be within 90 days of today (31/03/2027 at the latest)',
    );
  });

  it('is refused in the patient’s dialog in the same words', () => {
    const result = v.safeParse(resumeFormSchema(TODAY), { resumeDate: '31/12/2100' });
    expect(result.success ? null : result.issues[0].message).toBe(WITHIN_90_DAYS);
  });
});

describe('an "Other (please specify)" issue', () => {
  const addedBy = '0b9b6f0e-8a41-4f7c-9a43-8d8f0c0a1b2c';
  const descriptionError = (body: Record<string, unknown>) => {
    const result = v.safeParse(IssueQuerySchema, { addedBy, ...body });
    return result.success ? null : (v.flatten(result.issues).nested?.description ?? null);
  };

  it.each([undefined, '', '   \n '])('needs a description (%j), said on that field', (text) => {
    expect(descriptionError({ issueType: 'Other (please specify)', description: text })).toEqual([
      OTHER_NEEDS_DESCRIPTION,
    ]);
  });

  it('takes one with a description, and the other types without', () => {
    expect(
      descriptionError({ issueType: 'Other (please specify)', description: 'Case cracked' }),
    ).toBeNull();
    for (const issueType of [
      'Aligner not fitting properly',
      'Lost/Damaged Aligner',
      'Pain or discomfort',
    ]) {
      expect(descriptionError({ issueType }), issueType).toBeNull();
    }
  });
});
