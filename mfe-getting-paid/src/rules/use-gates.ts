import type { HostApi } from 'shared-contracts';
import { gettingPaidGates, type GettingPaidGates } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { countryOf } from 'shared-contracts/rules';
import { useHomeSettings } from '../api/get-home-settings';

/**
 * The area's gates for the signed-in user (spec 01 §6), read inside an `observer` component so a
 * business switch recomputes them. Until the flags and home settings are read, nothing may be
 * created (`decided: false`): a button never shows and then disappears.
 */
export function useGates(hostApi: HostApi): GettingPaidGates & { decided: boolean } {
  const settings = useHomeSettings(hostApi);
  const { user, business, featureFlags } = hostApi.session;
  const gates = gettingPaidGates({
    permissions: user ?? {},
    paymentLinkMode: featureFlags?.payment_links ?? false,
    country: countryOf(business),
    shouldDisableInvoiceCreation: settings.data?.should_disable_invoice_creation ?? true,
  });
  const decided = featureFlags !== undefined && settings.data !== undefined;
  return { ...gates, createInvoice: decided && gates.createInvoice, createLink: decided && gates.createLink, createOnDemand: decided && gates.createOnDemand, decided };
}
