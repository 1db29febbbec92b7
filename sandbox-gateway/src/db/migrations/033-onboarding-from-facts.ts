import type { Migration } from '../migration';

export const migration: Migration = {
  version: 33,
  name: 'onboarding steps from facts: the stored map keeps only the steps and their order (issue 42, decision 0077)',
  // GET get-started-statuses reads each step's percentage, and common-company-detail its
  // get_started_page_completed, from the business's rows (the activation form, documents, payment
  // method submissions): a stored number was a second, stale copy of those facts.
  sql: `
    ALTER TABLE onboarding_steps DROP COLUMN percentage;
    ALTER TABLE businesses DROP COLUMN get_started_page_completed;
  `,
};
