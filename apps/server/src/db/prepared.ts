import type { Db } from './client';

/**
 * A statement of a hot path, built once per database handle with drizzle's `.prepare(name)`:
 * the SQL text is not rebuilt on every call and, on the PostgreSQL server, each pooled
 * connection parses and plans it once. `build` receives the handle it is prepared on; the
 * answer is kept per handle, so a test's fresh database gets its own. Use it with the
 * pool's handle only (a statement prepared there runs outside any open transaction), and
 * give every statement its own name: one name must always mean the same SQL text.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
