/** The admin's patient search: a text typed by a person, matched as plain text (no wildcards). */
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';

/** Escapes LIKE's wildcards and its escape character so `50%_off\` matches only itself. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A pattern matching `text` anywhere in a value, for ILIKE (backslash is PostgreSQL's escape). */
export const containsPattern = (text: string) => `%${escapeLikePattern(text)}%`;

/** Patients whose name, email or phone contains `q`, case-insensitively; all patients without q. */
export function patientsMatching(q: string | undefined): SQL {
  const isPatient = eq(users.role, 'patient');
  if (!q) return isPatient;
  const pattern = containsPattern(q);
  return and(
    isPatient,
    or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)),
  )!;
}
