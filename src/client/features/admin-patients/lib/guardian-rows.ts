/**
 * The "Parent or guardian" rows of the admin's patient forms (docs/design.md §12): the text as
 * typed, checked by the server's own rules, and the errors to show on each box.
 */
import * as v from 'valibot';
import type { Guardian } from '../../../../shared/api-types';
import { isMinorOn } from '../../../../shared/minors';
import {
  GuardiansSchema,
  MINOR_NEEDS_GUARDIAN_MESSAGE,
  type GuardianInput,
} from '../../../../shared/schemas/guardian';

export interface GuardianRow {
  /** A stable React key; a row already on the record keeps its guardian's id. */
  key: string;
  /** On the patient's record before this edit (removing it asks first). */
  saved: boolean;
  name: string;
  phone: string;
  relationship: string;
}

export type GuardianField = 'name' | 'phone' | 'relationship';

/** Errors by `guardians` (the list as a whole) and `guardians.<i>.<field>`, as the server says them. */
export type GuardianErrors = Record<string, string | undefined>;

let nextKey = 0;
export const emptyGuardianRow = (): GuardianRow => ({
  key: `new-${++nextKey}`,
  saved: false,
  name: '',
  phone: '',
  relationship: '',
});

export const guardianRowsOf = (guardians: Guardian[]): GuardianRow[] =>
  guardians.map(({ _id, name, phone, relationship }) => ({
    key: _id,
    saved: true,
    name,
    phone,
    relationship,
  }));

const inputsOf = (rows: GuardianRow[]) =>
  rows.map(({ name, phone, relationship }) => ({ name, phone, relationship }));

export type GuardiansChecked =
  { success: true; guardians: GuardianInput[] } | { success: false; errors: GuardianErrors };

/**
 * The rows by the register call's rules, and a minor (on the clinic's `today`) needs at least
 * one: the same 400 message the server answers.
 */
export function checkGuardians(rows: GuardianRow[], dob: string, today: string): GuardiansChecked {
  const errors: GuardianErrors = {};
  if (rows.length === 0 && isMinorOn(dob, today)) errors.guardians = MINOR_NEEDS_GUARDIAN_MESSAGE;
  const result = v.safeParse(GuardiansSchema, inputsOf(rows));
  if (!result.success) {
    for (const issue of result.issues) {
      const path = issue.path?.map((item) => String(item.key)).join('.');
      const key = path ? `guardians.${path}` : 'guardians';
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { success: false, errors };
  return { success: true, guardians: result.output };
}

/** Whether the record's guardians and the rows differ (an edit sends `guardians` only then). */
export function guardiansChanged(saved: Guardian[], edited: GuardianInput[]): boolean {
  const text = (list: { name: string; phone: string; relationship: string }[]) =>
    JSON.stringify(list.map(({ name, phone, relationship }) => [name, phone, relationship]));
  return text(saved) !== text(edited);
}

/** The server's issues about guardians (`guardians`, `guardians.0.phone`), for the section. */
export function guardianIssues(issues: { path: string; message: string }[] = []): GuardianErrors {
  return Object.fromEntries(
    issues
      .filter(({ path }) => path === 'guardians' || path.startsWith('guardians.'))
      .map(({ path, message }) => [path, message]),
  );
}

const RELATIONSHIPS = { mother: 'Mother', father: 'Father', guardian: 'Guardian' } as const;

/** "Mother: Priya Rao, 9876543210; …", or "—" when the record has none. */
export const guardiansText = (guardians: Guardian[]): string =>
  guardians.length === 0
    ? '—'
    : guardians
        .map(({ name, phone, relationship }) => `${RELATIONSHIPS[relationship]}: ${name}, ${phone}`)
        .join('; ');
