import type { Migration } from '../migration';

export const migration: Migration = {
  version: 39,
  name: "a plan card's next declined charge says why: soft declines are retried, hard ones are not (decision 0092)",
  // The sandbox's control (decline-next-charge) now names the decline reason its next charge answers;
  // NULL while no decline is asked for (decline_next 0), or from before this migration (CARD_DECLINED).
  sql: `
    ALTER TABLE recurring_plan_cards ADD COLUMN decline_reason TEXT
      CHECK (decline_reason IS NULL OR decline_reason IN ('CARD_DECLINED', 'INSUFFICIENT_BALANCE', 'EXPIRED_CARD', 'STOLEN_CARD', 'INACTIVE_CARD'));
  `,
};
