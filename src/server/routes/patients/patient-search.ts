/** The admin's patient search: a text typed by a person, matched as plain text (no wildcards). */
import { and, ilike, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users } from '../../db/schema';
import { isPatientRow } from '../../services/patient-view';

/** Escapes LIKE's wildcards and its escape character so `50%_off\` matches only itself. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A pattern matching `text` anywhere in a value, for ILIKE (backslash is PostgreSQL's escape). */
export const containsPattern = (text: string) => `%${escapeLikePattern(text)}%`;

/**
 * Patients whose name, email or phone matches the ILIKE `pattern` (from `containsPattern`),
 * case-insensitively; the pattern may be a placeholder of a prepared statement.
 */
export function patientsLike(pattern: string | SQLWrapper): SQL {
  return and(
    isPatientRow,
    or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)),
  )!;
}
