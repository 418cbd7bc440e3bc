import type { Db } from './database';

/**
 * A statement built and prepared once per database rather than on every call: drizzle skips
 * building its SQL, and PostgreSQL parses and plans a named statement once per connection.
 * For queries that run on many requests (the session read, the patient list).
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
