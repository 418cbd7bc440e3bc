import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PatientCreateFormSchema,
  PatientCreateSchema,
  PatientEditFormSchema,
} from '../../src/shared/schemas/patient';

const filled = {
  name: 'Asha Rao',
  phone: '9876543210',
  email: 'Asha@Example.com',
  password: '',
  dob: '1990-04-02',
  gender: 'female',
  link3d: 'https://example.com/plan',
  startDate: '2026-01-05',
  aligners: '14',
  steps: '',
};

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues as [v.BaseIssue<unknown>]).nested;
};

describe('the add-patient form', () => {
  it('turns its text into the body the register call checks, with the same rules', () => {
    const output = v.parse(PatientCreateFormSchema, filled);
    expect(output).toEqual({
      ...filled,
      email: 'asha@example.com',
      aligners: 14,
      steps: undefined,
    });
    expect(v.is(PatientCreateSchema, { ...output, steps: 2 })).toBe(true);
  });

  it.each([
    ['aligners', '0', 'At least 1 aligner'],
    ['aligners', '2.5', 'Aligners must be a whole number'],
    ['aligners', '', 'Aligners must be a number'],
    ['steps', '0', 'Steps must be at least 1 week'],
    ['phone', '98765', 'Mobile number must be 10 digits'],
    ['email', 'not-an-email', 'Enter valid email address'],
    ['link3d', 'ftp://x.example', 'Link must start with http:// or https://'],
    ['dob', '', 'Date must be a valid YYYY-MM-DD date'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['name', '  ', 'Name is required'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(errorsOf(PatientCreateFormSchema, { ...filled, [field]: value })).toEqual({
      [field]: [message],
    });
  });
});

describe('the edit-patient form', () => {
  it('requires the start date, at least one aligner and the steps', () => {
    expect(
      v.parse(PatientEditFormSchema, { startDate: '2026-02-01', aligners: '3', steps: '2' }),
    ).toEqual({ startDate: '2026-02-01', aligners: 3, steps: 2 });
    expect(errorsOf(PatientEditFormSchema, { startDate: '', aligners: '0', steps: '' })).toEqual({
      startDate: ['Date must be a valid YYYY-MM-DD date'],
      aligners: ['At least 1 aligner'],
      steps: ['Steps must be a number'],
    });
  });
});
