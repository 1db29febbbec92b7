import { useTranslation } from 'react-i18next';
import { GETTING_PAID_SEARCH_MAX } from 'shared-contracts/areas/getting-paid/getting-paid';
import { useHostApi } from 'shared-contracts/react';
import { countryOf, type Currency } from 'shared-contracts/rules';
import { DateRangeFilter, FilterBar as Bar, useFilterDraft } from 'shared-ui/data';
import { NativeSelect, TextField } from 'shared-ui/forms';
import { readAmount } from '../../rules/amounts';
import type { AddressFilters } from '../../rules/list-filters';

const ALL = 'ALL';
const BROWSE_MAX_DAYS = 100_000;

export interface ListFilterBarProps {
  filters: AddressFilters;
  statuses: readonly string[];
  currency: Currency;
  /** The search field's label: customer (invoices) or title (links). */
  searchLabel: string;
  onChange: (filters: AddressFilters) => void;
}

/** Status and dates apply as chosen; search and amounts on Enter or Apply, once they read. */
export function ListFilterBar({ filters, statuses, currency, searchLabel, onChange }: ListFilterBarProps) {
  const { t } = useTranslation('getting-paid');
  const country = countryOf(useHostApi().session.business);
  const [search, setSearch] = useFilterDraft(filters.q);
  const [min, setMin] = useFilterDraft(filters.min);
  const [max, setMax] = useFilterDraft(filters.max);
  const problemOf = (text: string) => (text.trim() !== '' && readAmount(text, currency) === undefined ? t('filters.amountUnreadable') : undefined);
  const searchProblem = search.trim().length === 1 ? t('filters.searchTooShort') : undefined;
  const problems = [problemOf(min), problemOf(max), searchProblem].filter(Boolean);
  const change = (next: Partial<AddressFilters>) => onChange({ ...filters, ...next });
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const range = filters.from && filters.to ? { start: filters.from, end: filters.to } : null;

  return (
    <Bar
      label={t('filters.label')}
      onSubmit={() => {
        if (problems.length === 0) change({ q: text(search), min: text(min), max: text(max) });
      }}
      onClear={() => {
        setSearch('');
        setMin('');
        setMax('');
        onChange({});
      }}
    >
      <TextField label={searchLabel} value={search} onChange={setSearch} maxLength={GETTING_PAID_SEARCH_MAX} type="search" error={searchProblem} />
      <NativeSelect
        label={t('filters.status')}
        value={filters.status ?? ALL}
        onChange={(value) => change({ status: value === ALL ? undefined : value })}
        options={[{ value: ALL, label: t('filters.all') }, ...statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
      />
      <DateRangeFilter country={country} label={t('filters.dates')} value={range} maxDays={BROWSE_MAX_DAYS} onChange={(next) => change({ from: next?.start, to: next?.end })} />
      <TextField label={t('filters.amountMin', { currency })} value={min} onChange={setMin} inputMode="decimal" error={problemOf(min)} />
      <TextField label={t('filters.amountMax', { currency })} value={max} onChange={setMax} inputMode="decimal" error={problemOf(max)} />
    </Bar>
  );
}
