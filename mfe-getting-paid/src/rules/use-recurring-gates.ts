import type { HostApi } from 'shared-contracts';
import { recurringGates, recurringPlaces } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { useHomeSettings } from '../api/get-home-settings';
import { useGates } from './use-gates';

export interface RecurringGates {
  /** Plans may be read: a reader, where /recurring or /payment-recurring is the business's. */
  read: boolean;
  /** A new plan may be made: a changer, the place of the business's mode, invoice creation on. */
  create: boolean;
  /** Pause, resume, stop, issue the next cycle. */
  change: boolean;
  /** Until the flags and home settings are read, nothing may be created. */
  decided: boolean;
}

/**
 * The recurring plans' gates (decision 0082), as the gateway's auth/recurring-access.ts draws them:
 * the places are the spec's /recurring (invoice mode) and /payment-recurring (payment-link mode), so
 * the country rule is their feature areas' (spec 02 §2): the Philippines has the second only. Every
 * cycle is a new invoice, so shouldDisableInvoiceCreation stops new plans in either mode.
 */
export function useRecurringGates(hostApi: HostApi): RecurringGates {
  const gates = useGates(hostApi);
  const settings = useHomeSettings(hostApi);
  const { business, featureFlags } = hostApi.session;
  const access = recurringGates({
    gates,
    paymentLinkMode: featureFlags?.payment_links ?? false,
    places: business ? recurringPlaces(business.brand_name, business.country_of_operation) : [],
    invoiceCreationDisabled: settings.data?.should_disable_invoice_creation !== false,
  });
  return { ...access, create: gates.decided && access.create, decided: gates.decided };
}
