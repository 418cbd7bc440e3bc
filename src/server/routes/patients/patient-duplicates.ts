/** A duplicate email or phone, from the database's unique indexes, as a 409 on that field. */
import { HttpError } from '../../lib/http-error';

/** Each unique index, with the field it guards and what to say on that field. */
const DUPLICATES: Record<string, { path: string; message: string }> = {
  users_email_unique: { path: 'email', message: 'A patient with this email already exists' },
  users_phone_unique: { path: 'phone', message: 'A patient with this phone number already exists' },
};

/** The 409 for a unique-index violation on email or phone (23505), else null. */
function duplicateError(error: unknown): HttpError | null {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  if (typeof cause !== 'object' || cause === null) return null;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  if (code !== '23505' || typeof constraint !== 'string') return null;
  const duplicate = DUPLICATES[constraint];
  return duplicate ? new HttpError(409, duplicate.message, [duplicate]) : null;
}

/** Runs a write, turning a duplicate email or phone into a 409 (also under concurrent writes). */
export async function withDuplicateCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw duplicateError(error) ?? error;
  }
}
