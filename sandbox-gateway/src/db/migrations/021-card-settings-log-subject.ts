import type { Migration } from '../migration';

export const migration: Migration = {
  version: 21,
  name: 'card settings log (issue 42): what a line changed, as data a page can translate',
  sql: `
    -- JSON of CardSettingsLogSubject; NULL on lines written before.
    ALTER TABLE card_settings_logs ADD COLUMN subject TEXT;
  `,
};
