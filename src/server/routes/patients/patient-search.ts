/**
 * The admin's patient search: a text typed by a person, matched as plain text (no wildcards).
 * The text only; the query that matches it is `patientsLike` in `patients.store.ts`.
 */

/** Escapes LIKE's wildcards and its escape character so `50%_off\` matches only itself. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A pattern matching `text` anywhere in a value, for ILIKE (backslash is PostgreSQL's escape). */
export const containsPattern = (text: string) => `%${escapeLikePattern(text)}%`;
