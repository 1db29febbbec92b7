import { COUNTRY_CODES } from 'shared-contracts';
import { gettingPaidGates, type GettingPaidGates } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { isFeatureAreaAllowed } from 'shared-contracts/rules';
import type { SandboxDatabase } from '../db/connection';
import { featureFlags } from '../store/businesses';
import { homeSettings } from '../store/home';
import type { Caller } from './caller';

/**
 * The permission table's entries for getting paid (issue 44, docs/decisions/0069), spread into
 * ENDPOINT_ACCESS (permissions.ts), with the same gates the remote draws its pages with
 * (`gettingPaidGates`, spec 01 §6): readers read; a new invoice needs invoice mode and invoice
 * creation not disabled; a new link needs payment-link mode; changes need can_edit or operation.
 * The business's brand and country must have the area (the Philippines has invoices and payment
 * links; the regional remittance variant neither). The hosted page is public: its code is its key.
 */
const gatesOf = (caller: Caller, db: SandboxDatabase): GettingPaidGates =>
  gettingPaidGates({
    permissions: caller.membership,
    paymentLinkMode: featureFlags(db, caller.business.id).payment_links,
    country: COUNTRY_CODES[caller.business.country_of_operation],
    shouldDisableInvoiceCreation: homeSettings(db, caller.business.id).should_disable_invoice_creation,
  });

type Area = 'invoices' | 'payment-links' | 'on-demand';
const hasArea = (caller: Caller, area: Area): boolean => isFeatureAreaAllowed(area, caller.business.brand_name, caller.business.country_of_operation);

/** `areas`: the business must have one of them (the checkout page is every invoice's and link's). */
const gate = (areas: Area | readonly Area[], description: string, allows: (gates: GettingPaidGates) => boolean) =>
  ({
    requires: 'signed-in',
    rule: {
      description,
      allows: (caller: Caller, db: SandboxDatabase) => [areas].flat().some((area) => hasArea(caller, area)) && allows(gatesOf(caller, db)),
    },
  }) as const;

const INVOICE_READERS = gate('invoices', 'can_view, can_edit or operation, where the business has invoices', (gates) => gates.read);
const INVOICE_CREATORS = gate('invoices', 'can_edit or operation, invoice mode and invoice creation enabled', (gates) => gates.createInvoice);
const INVOICE_EDITORS = gate('invoices', 'can_edit or operation, where the business has invoices', (gates) => gates.change);
const LINK_READERS = gate('payment-links', 'can_view, can_edit or operation, where the business has payment links', (gates) => gates.read);
const LINK_CREATORS = gate('payment-links', 'can_edit or operation, and the payment links flag on', (gates) => gates.createLink);
const LINK_EDITORS = gate('payment-links', 'can_edit or operation, where the business has payment links', (gates) => gates.change);
// The hosted page's look (decision 0079): readers view it, can_edit or operation change it.
const CHECKOUT_READERS = gate(['invoices', 'payment-links'], 'can_view, can_edit or operation, where the business has invoices or payment links', (gates) => gates.read);
const CHECKOUT_EDITORS = gate(['invoices', 'payment-links'], 'can_edit or operation, where the business has invoices or payment links', (gates) => gates.change);
// On-demand links (decision 0079), where the business's country has them (not the Philippines): made in
// invoice mode only; read and deactivated in either mode (a business that changed mode still reads what it made).
const ON_DEMAND_READERS = gate('on-demand', 'can_view, can_edit or operation, where the business has on-demand links', (gates) => gates.read);
const ON_DEMAND_CREATORS = gate('on-demand', 'can_edit or operation, in invoice mode with invoice creation enabled, where the business has on-demand links', (gates) => gates.createOnDemand);
const ON_DEMAND_EDITORS = gate('on-demand', 'can_edit or operation, where the business has on-demand links', (gates) => gates.change);
const PUBLIC = { requires: 'public' } as const;

export const GETTING_PAID_ACCESS = {
  'GET /api/invoices': INVOICE_READERS,
  'POST /api/invoices': INVOICE_CREATORS,
  'GET /api/invoices/:id': INVOICE_READERS,
  'POST /api/invoices/:id/void': INVOICE_EDITORS,
  'POST /api/invoices/:id/resend': INVOICE_EDITORS,
  // A draft (decision 0069) is changed and issued by those who may create an invoice (issuing makes a
  // payable one); deleting it, like voiding, by those who may change invoices.
  'PATCH /api/invoices/:id': INVOICE_CREATORS,
  'POST /api/invoices/:id/issue': INVOICE_CREATORS,
  'DELETE /api/invoices/:id': INVOICE_EDITORS,
  // The default reminder schedule (decision 0091) sets what new invoices will be: changed by those who may create one.
  'GET /api/invoice-settings/reminders': INVOICE_READERS,
  'PUT /api/invoice-settings/reminders': INVOICE_CREATORS,
  'GET /api/payment-links': LINK_READERS,
  'POST /api/payment-links': LINK_CREATORS,
  'GET /api/payment-links/:id': LINK_READERS,
  'POST /api/payment-links/:id/deactivate': LINK_EDITORS,
  'GET /api/checkout-settings': CHECKOUT_READERS,
  'PUT /api/checkout-settings': CHECKOUT_EDITORS,
  'GET /api/on-demand-links': ON_DEMAND_READERS,
  'POST /api/on-demand-links': ON_DEMAND_CREATORS,
  'POST /api/on-demand-links/:id/deactivate': ON_DEMAND_EDITORS,
  // The hosted payment page, its stylesheet and its payment: the customer has no account here.
  'GET /api/pay/:reference': PUBLIC,
  'GET /api/pay/:reference/page.css': PUBLIC,
  'POST /api/pay/:reference': PUBLIC,
  // An on-demand link's page makes its customer an invoice (decision 0079).
  'POST /api/pay/:reference/invoice': PUBLIC,
} as const;
