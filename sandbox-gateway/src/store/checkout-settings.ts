import type { Environment } from 'shared-contracts';
import { CHECKOUT_DEFAULTS, type CheckoutPaymentMethod, type CheckoutSettings, type CheckoutSettingsAnswer } from 'shared-contracts/areas/getting-paid/checkout';
import { isoAt } from '../clock';
import type { SandboxDatabase } from '../db/connection';

/** A row of checkout_settings (migration 30). */
interface CheckoutSettingsRow {
  brand_color: string;
  button_color: string;
  button_text_color: string;
  show_logo: number;
  payment_methods: string;
  updated: string;
}

export interface CheckoutScope {
  businessId: string;
  environment: Environment;
}

/** The business's hosted page look in the environment: what it saved, else the defaults (updated null). */
export function checkoutSettingsOf(db: SandboxDatabase, scope: CheckoutScope): CheckoutSettings & { updated: string | null } {
  const row = db
    .prepare('SELECT brand_color, button_color, button_text_color, show_logo, payment_methods, updated FROM checkout_settings WHERE business_id = ? AND environment = ?')
    .get(scope.businessId, scope.environment) as CheckoutSettingsRow | undefined;
  if (!row) return { ...CHECKOUT_DEFAULTS, payment_methods: [...CHECKOUT_DEFAULTS.payment_methods], updated: null };
  return {
    brand_color: row.brand_color,
    button_color: row.button_color,
    button_text_color: row.button_text_color,
    show_logo: row.show_logo === 1,
    payment_methods: JSON.parse(row.payment_methods) as CheckoutPaymentMethod[],
    updated: row.updated,
  };
}

/** The settings with the business profile's logo, as GET and PUT answer them. */
export function checkoutAnswerOf(db: SandboxDatabase, scope: CheckoutScope): CheckoutSettingsAnswer {
  const logo = db.prepare('SELECT business_logo_url FROM businesses WHERE id = ?').pluck().get(scope.businessId) as string | null | undefined;
  return { ...checkoutSettingsOf(db, scope), logo_url: logo ?? null };
}

/**
 * Replaces the settings in one statement (checked settings only: colours upper-cased #RRGGBB), so
 * parallel saves never mix: the last one to commit is what the page shows, whole.
 */
export function saveCheckoutSettings(db: SandboxDatabase, scope: CheckoutScope, settings: CheckoutSettings, now: number): void {
  db.prepare(
    `INSERT INTO checkout_settings VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (business_id, environment) DO UPDATE SET brand_color = excluded.brand_color, button_color = excluded.button_color,
     button_text_color = excluded.button_text_color, show_logo = excluded.show_logo, payment_methods = excluded.payment_methods, updated = excluded.updated`,
  ).run(
    scope.businessId,
    scope.environment,
    settings.brand_color.toUpperCase(),
    settings.button_color.toUpperCase(),
    settings.button_text_color.toUpperCase(),
    settings.show_logo ? 1 : 0,
    JSON.stringify(settings.payment_methods),
    isoAt(now),
  );
}
