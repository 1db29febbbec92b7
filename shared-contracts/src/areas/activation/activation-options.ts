/**
 * The activation form's dropdown lists from the gateway (spec 02 §5: country, bank, role and country
 * of birth are dropdowns; §7: the calls): the countries of GET /api/activation-countries, the banks of
 * GET /api/available_disbursements_bank_names and the ROLE answers of GET /api/lead-qualification.
 * Shared by the activation remote and the sandbox gateway, which refuses a value outside them.
 */
import { SETTINGS_API, type AvailableBank, type AvailableBanksAnswer } from '../settings/settings';

// The bank list is the settings area's call (withdrawal accounts); activation asks it for a country.
export type { AvailableBank, AvailableBanksAnswer };

export const ACTIVATION_OPTIONS_API = {
  /** GET: the countries a business may register in, `{ id, country_name }[]` (spec 01 §3, §7). */
  activationCountries: '/api/activation-countries',
  /**
   * GET: the banks of a country; `?country_id=` (an activation country's id) for the country the
   * business registers in, without it the business's country of operation.
   */
  bankNames: SETTINGS_API.availableBanks,
} as const;

/** One activation country (spec 01 §3: id, country_name). */
export interface ActivationCountryRecord {
  id: string;
  country_name: string;
}

/** The query of the bank list: a country's id, two capital letters. */
export interface BankNamesQuery {
  country_id?: string;
}

export const COUNTRY_ID_PATTERN = /^[A-Z]{2}$/;
