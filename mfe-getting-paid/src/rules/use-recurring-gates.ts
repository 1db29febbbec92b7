import type { HostApi } from 'shared-contracts';
import { isFeatureAreaAllowed } from 'shared-contracts/rules';
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
  const business = hostApi.session.business;
  const has = (area: 'recurring' | 'payment-recurring') => (business ? isFeatureAreaAllowed(area, business.brand_name, business.country_of_operation) : false);
  const somewhere = has('recurring') || has('payment-recurring');
  const place = gates.paymentLinks ? has('payment-recurring') : has('recurring');
  const invoicesOn = settings.data?.should_disable_invoice_creation === false;
  return { read: gates.read && somewhere, create: gates.decided && gates.change && place && invoicesOn, change: gates.change && somewhere, decided: gates.decided };
}
