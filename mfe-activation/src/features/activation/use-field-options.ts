import type { MasterFieldInput } from 'shared-contracts/areas/activation/activation';
import { useHostApi } from 'shared-contracts/react';
import { useActivationCountries } from '../../api/get-activation-countries';
import { useBankNames } from '../../api/get-bank-names';
import { useLeadQualification } from '../../api/get-lead-qualification';

export interface FieldOption {
  value: string;
  label: string;
}

/** A dropdown's options as they load from the gateway (issue 41 §4: never a list written here). */
export type FieldOptions =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; options: readonly FieldOption[] };

/** The inputs whose options come from the gateway: bank, role, country (spec 02 §5). */
export type ListInput = Extract<MasterFieldInput, 'bank' | 'role' | 'country'>;
export const isListInput = (input: MasterFieldInput): input is ListInput => input === 'bank' || input === 'role' || input === 'country';

/** A country's name in the page's language, from its id (the gateway's name when the browser has none). */
export function countryLabel(id: string, fallback: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(id) ?? fallback;
  } catch {
    return fallback;
  }
}

interface Loading<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

function optionsOf<T>(query: Loading<T>, toOptions: (data: T) => FieldOption[]): FieldOptions {
  if (query.data !== undefined) return { status: 'ready', options: toOptions(query.data) };
  if (query.isError) return { status: 'failed', retry: () => void query.refetch() };
  return { status: 'loading' };
}

/**
 * The options of a bank, role or country field: the banks of the country the business registers in
 * (GET /api/available_disbursements_bank_names?country_id=), the ROLE answers of GET
 * /api/lead-qualification, the countries of GET /api/activation-countries. Each list is read once.
 */
export function useFieldOptions(input: ListInput, countryId: string, language: string): FieldOptions {
  const hostApi = useHostApi();
  const banks = useBankNames(hostApi, countryId, input === 'bank');
  const lead = useLeadQualification(hostApi, input === 'role');
  const countries = useActivationCountries(hostApi, input === 'country');
  switch (input) {
    case 'bank':
      return optionsOf(banks, ({ data }) => data.map((bank) => ({ value: bank.code, label: bank.name })));
    case 'role':
      return optionsOf(lead, ({ data }) => data.filter((record) => record.key === 'ROLE').map((record) => ({ value: record.id, label: record.answer })));
    case 'country':
      return optionsOf(countries, (list) => list.map((country) => ({ value: country.id, label: countryLabel(country.id, country.country_name, language) })));
  }
}
