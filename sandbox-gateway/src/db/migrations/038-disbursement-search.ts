import type { Migration } from '../migration';

export const migration: Migration = {
  version: 38,
  name: 'the disbursements list searched by the recipient name has an index of its own (decision 0093)',
  // The search is a prefix of the account holder's name, compared in SQLite's lower case (ASCII), so
  // the expression leads the index after the business and environment; an id is found by its key.
  // Without it a search walked the business's every disbursement (src/measure/disbursement-list.test.ts).
  sql: `
    CREATE INDEX disbursements_by_holder ON disbursements (business_id, environment, lower(account_holder_name));
  `,
};
