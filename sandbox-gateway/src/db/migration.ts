/**
 * A versioned step of the database schema (the list is ./migrations.ts). Its own module, so that each
 * migration file and the list that imports them do not import each other.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * The table this migration rebuilds, as SQLite changes a CHECK or a NOT NULL (a new table, the rows
   * copied, the old one dropped, the new one renamed: sqlite.org/lang_altertable.html, "other kinds of
   * table schema changes"). Foreign keys are off while it runs, so dropping the old table neither
   * deletes the rows that reference it (ON DELETE CASCADE) nor is refused for them; every reference
   * to the table is checked before the migration commits.
   */
  rebuilds?: string;
}
