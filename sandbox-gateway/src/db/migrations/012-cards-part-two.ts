import type { Migration } from '../migrations';

export const migration: Migration = {
  // 12: the number the cards branch was given (issue 17's report mail, issue 18).
  version: 12,
  name: 'card reports mailed to their recipients (spec 02 §5 export)',
  sql: `
    ALTER TABLE card_report_requests ADD COLUMN mailed_at_ms INTEGER;
    CREATE INDEX card_report_requests_to_mail ON card_report_requests (mailed_at_ms, created_at_ms);
  `,
};
