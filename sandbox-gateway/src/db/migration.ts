/**
 * A versioned step of the database schema (the list is ./migrations.ts). Its own module, so that each
 * migration file and the list that imports them do not import each other.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
