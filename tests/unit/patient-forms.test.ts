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
    ['aligners', '0', 'Aligners must be a whole number from 1 to 200'],
    ['aligners', '2.5', 'Aligners must be a whole number from 1 to 200'],
    ['aligners', '201', 'Aligners must be a whole number from 1 to 200'],
    ['aligners', '1e1', 'Aligners must be a whole number from 1 to 200'],
    ['aligners', 'twelve', 'Aligners must be a whole number from 1 to 200'],
    ['aligners', '', 'Enter the number of aligners'],
    ['steps', '0', 'Steps must be a whole number from 1 to 52'],
    ['steps', '-1', 'Steps must be a whole number from 1 to 52'],
    ['steps', '1.5', 'Steps must be a whole number from 1 to 52'],
    ['steps', '53', 'Steps must be a whole number from 1 to 52'],
    ['phone', '98765', 'Mobile number must be 10 digits'],
    ['email', 'not-an-email', 'Enter valid email address'],
    ['link3d', '', 'Enter the 3D link'],
    ['link3d', 'ftp://x.example', 'Link must start with http:// or https://'],
    ['dob', '', 'Enter the date of birth'],
    ['startDate', '', 'Enter the start date'],
    ['gender', '', 'Choose the gender: male, female or other'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['name', '  ', 'Name is required'],
    ['name', '\u200B\u200B', 'Enter a name'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(errorsOf(PatientCreateFormSchema, { ...filled, [field]: value })).toEqual({
      [field]: [message],
    });
  });
});

describe('the edit-patient form', () => {
  const record = { ...filled, steps: '2' };

  it('checks every field of the record, and keeps the password when it is left blank', () => {
    expect(v.parse(PatientEditFormSchema, record)).toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      dob: '1990-04-02',
      gender: 'female',
      link3d: 'https://example.com/plan',
      startDate: '2026-01-05',
      aligners: 14,
      steps: 2,
    });
    expect(v.parse(PatientEditFormSchema, { ...record, password: 'a new passphrase' })).toEqual(
      expect.objectContaining({ password: 'a new passphrase' }),
    );
  });

  it("requires the start date, the aligners and the steps, with the add form's rules", () => {
    expect(
      errorsOf(PatientEditFormSchema, { ...record, startDate: '', aligners: '0', steps: '' }),
    ).toEqual({
      startDate: ['Enter the start date'],
      aligners: ['Aligners must be a whole number from 1 to 200'],
      steps: ['Enter the weeks per aligner'],
    });
  });

  it.each([
    ['name', '\u200B', 'Enter a name'],
    ['phone', '12345', 'Mobile number must be 10 digits'],
    ['email', 'asha@', 'Enter valid email address'],
    ['dob', '', 'Enter the date of birth'],
    ['gender', 'robot', 'Choose the gender: male, female or other'],
    ['link3d', 'javascript:alert(1)', 'Link must start with http:// or https://'],
    ['steps', '-1', 'Steps must be a whole number from 1 to 52'],
    ['password', 'short', 'Password must be at least 8 characters'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(errorsOf(PatientEditFormSchema, { ...record, [field]: value })).toEqual({
      [field]: [message],
    });
  });
});
