import type { Migration } from './migration';
import { migration as m001 } from './migrations/001-merchants';
import { migration as m002 } from './migrations/002-environments-billing-notifications';
import { migration as m003 } from './migrations/003-sessions';
import { migration as m004 } from './migrations/004-token-grace';
import { migration as m005 } from './migrations/005-notifications-ratings';
import { migration as m006 } from './migrations/006-home';
import { migration as m007 } from './migrations/007-settings';
import { migration as m008 } from './migrations/008-card-payments';
import { migration as m009 } from './migrations/009-activation';
import { migration as m010 } from './migrations/010-feedback-email';
import { migration as m011 } from './migrations/011-withdrawal-pin';
import { migration as m012 } from './migrations/012-cards-part-two';
import { migration as m014 } from './migrations/014-mfa-login';
import { migration as m015 } from './migrations/015-activity-log';
import { migration as m016 } from './migrations/016-developers-payment-methods';
import { migration as m017 } from './migrations/017-card-fraud-and-settings';
import { migration as m018 } from './migrations/018-telemetry';
import { migration as m019 } from './migrations/019-ledger';
import { migration as m020 } from './migrations/020-account-recovery';
import { migration as m021 } from './migrations/021-card-settings-log-subject';
import { migration as m022 } from './migrations/022-activation-review';
import { migration as m023 } from './migrations/023-sign-in-devices';
import { migration as m024 } from './migrations/024-bank-account-removal-default';
import { migration as m025 } from './migrations/025-getting-paid';
import { migration as m026 } from './migrations/026-sending-money';
import { migration as m027 } from './migrations/027-list-amount-indexes';
import { migration as m028 } from './migrations/028-registrations';
import { migration as m029 } from './migrations/029-payout-ledger-and-callback';
import { migration as m030 } from './migrations/030-checkout-settings';
import { migration as m031 } from './migrations/031-on-demand-links';
import { migration as m032 } from './migrations/032-recurring-plans';
import { migration as m033 } from './migrations/033-onboarding-from-facts';
import { migration as m034 } from './migrations/034-invoice-reminders';
import { migration as m035 } from './migrations/035-recurring-card-on-file';
import { migration as m036 } from './migrations/036-recurring-charge-retries';
import { migration as m037 } from './migrations/037-invoice-reminder-settings';
import { migration as m038 } from './migrations/038-disbursement-search';
import { migration as m039 } from './migrations/039-recurring-decline-reasons';
import { migration as m040 } from './migrations/040-invoice-drafts';

/**
 * The database schema as ordered, versioned migrations. A migration, once released, never changes:
 * a schema change is a new entry at the end. Each is applied once, in a transaction, and recorded in
 * `schema_migrations`. In order; a new migration is a new file in ./migrations/ and one entry at the end.
 */
export const MIGRATIONS: readonly Migration[] = [
  m001,
  m002,
  m003,
  m004,
  m005,
  m006,
  m007,
  m008,
  m009,
  m010,
  m011,
  m012,
  m014,
  m015,
  m016,
  m017,
  m018,
  m019,
  m020,
  m021,
  m022,
  m023,
  m024,
  m025,
  m026,
  m027,
  m028,
  m029,
  m030,
  m031,
  m032,
  m033,
  m034,
  m035,
  m036,
  m037,
  m038,
  m039,
  m040,
];
