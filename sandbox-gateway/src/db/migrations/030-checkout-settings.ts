import type { Migration } from '../migration';

export const migration: Migration = {
  version: 30,
  name: 'the hosted payment page as each business customises it per environment (issue 44, decision 0079)',
  // The colours are #RRGGBB (the route checks them, and the hosted page's stylesheet writes them as
  // they are stored: the CHECKs keep anything else out of the CSS even if a later route forgot).
  // payment_methods is a JSON array of the contract's CHECKOUT_PAYMENT_METHODS. No row: the defaults.
  sql: `
    CREATE TABLE checkout_settings (
      business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      environment TEXT NOT NULL CHECK (environment IN ('PRODUCTION', 'DEVELOPMENT')),
      brand_color TEXT NOT NULL CHECK (length(brand_color) = 7 AND brand_color GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]'),
      button_color TEXT NOT NULL CHECK (length(button_color) = 7 AND button_color GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]'),
      button_text_color TEXT NOT NULL CHECK (length(button_text_color) = 7 AND button_text_color GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]'),
      show_logo INTEGER NOT NULL CHECK (show_logo IN (0, 1)),
      payment_methods TEXT NOT NULL,
      updated TEXT NOT NULL,
      PRIMARY KEY (business_id, environment)
    );
  `,
};
