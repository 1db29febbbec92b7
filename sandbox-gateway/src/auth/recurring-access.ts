import { COUNTRY_CODES } from 'shared-contracts';
import { gettingPaidGates, recurringGates, recurringPlaces } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import type { SandboxDatabase } from '../db/connection';
import { featureFlags } from '../store/businesses';
import { homeSettings } from '../store/home';
import type { Caller } from './caller';

/**
 * The permission table's entries for recurring plans (issue 44, docs/decisions/0082), spread into
 * AREA_ACCESS. The places are the spec's: /recurring (invoice mode, area "recurring") and
 * /payment-recurring (payment-link mode, area "payment-recurring"), so the country rule is the
 * on-demand links' (the business's feature areas, spec 02 §2): the Philippines has no "recurring"
 * but has "payment-recurring" with its payment links. Readers (can_view, can_edit, operation) read
 * where either place is the business's; a new plan needs can_edit or operation, the place of the
 * business's current mode, and invoice creation not disabled (every cycle is a new invoice).
 * Pausing, resuming, stopping, the sandbox's issue-next and removing a card on file (0089) need
 * can_edit or operation.
 */
type RecurringAccess = ReturnType<typeof recurringGates>;

function accessOf(caller: Caller, db: SandboxDatabase): RecurringAccess {
  const paymentLinkMode = featureFlags(db, caller.business.id).payment_links;
  const invoiceCreationDisabled = homeSettings(db, caller.business.id).should_disable_invoice_creation;
  const { brand_name: brand, country_of_operation: country } = caller.business;
  const gates = gettingPaidGates({ permissions: caller.membership, paymentLinkMode, country: COUNTRY_CODES[country], shouldDisableInvoiceCreation: invoiceCreationDisabled });
  return recurringGates({ gates, paymentLinkMode, places: recurringPlaces(brand, country), invoiceCreationDisabled });
}

const rule = (description: string, allows: (access: RecurringAccess) => boolean) =>
  ({ requires: 'signed-in', rule: { description, allows: (caller: Caller, db: SandboxDatabase) => allows(accessOf(caller, db)) } }) as const;

const READERS = rule('can_view, can_edit or operation, where the business has /recurring or /payment-recurring', (access) => access.read);
const CREATORS = rule('can_edit or operation, the place of the business’s mode (/recurring or /payment-recurring) and invoice creation enabled', (access) => access.create);
const EDITORS = rule('can_edit or operation, where the business has /recurring or /payment-recurring', (access) => access.change);

export const RECURRING_ACCESS = {
  'GET /api/recurring-plans': READERS,
  'POST /api/recurring-plans': CREATORS,
  'GET /api/recurring-plans/:id': READERS,
  // An edit sets what future invoices will be, so it is gated like a new plan (decision 0088).
  'PATCH /api/recurring-plans/:id': CREATORS,
  'POST /api/recurring-plans/:id/pause': EDITORS,
  'POST /api/recurring-plans/:id/resume': EDITORS,
  'POST /api/recurring-plans/:id/stop': EDITORS,
  'POST /api/recurring-plans/:id/issue-next': EDITORS,
  // Removing the card on file (decision 0089) is gated like pause and stop.
  'DELETE /api/recurring-plans/:id/payment-method': EDITORS,
  // The sandbox's control (test mode only): the card's next automatic charge is declined.
  'POST /__sandbox/recurring-plans/:id/decline-next-charge': { requires: 'test-mode' },
  // The sandbox's control (test mode only): the plan's next retry of a declined charge is due now (decision 0090).
  'POST /__sandbox/recurring-plans/:id/next-charge-retry': { requires: 'test-mode' },
} as const;
