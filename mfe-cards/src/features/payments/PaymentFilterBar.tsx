import { useTranslation } from 'react-i18next';
import { CARD_BRANDS, CARD_SOURCES, CHARGE_STATUSES } from 'shared-contracts/areas/cards/cards';
import { useHostApi } from 'shared-contracts/react';
import { countryOf } from 'shared-contracts/rules';
import { DateRangeFilter, FilterBar, useFilterDraft } from 'shared-ui/data';
import { NativeSelect, TextField } from 'shared-ui/forms';
import { withFilter, type PaymentFilters } from '../../rules/payment-filters';

const ALL = 'ALL';
/** The list's date filter may span a year; the 92-day rule is the export's (spec 02 §5). */
const FILTER_MAX_DAYS = 366;

export interface PaymentFilterBarProps {
  filters: PaymentFilters;
  onChange: (filters: PaymentFilters) => void;
}

/** Status, brand, source and dates apply as they are chosen; the search applies on Enter or Search. */
export function PaymentFilterBar({ filters, onChange }: PaymentFilterBarProps) {
  const { t } = useTranslation('cards');
  const country = countryOf(useHostApi().session.business);
  const [search, setSearch] = useFilterDraft(filters.search);
  const range = filters.from && filters.to ? { start: filters.from, end: filters.to } : null;
  const choose = (value: string) => (value === ALL ? undefined : value);
  const all = { value: ALL, label: t('payments.all') };

  return (
    <FilterBar
      label={t('payments.filters')}
      onSubmit={() => onChange(withFilter(filters, { search: search.trim() || undefined }))}
      applyLabel={t('payments.searchButton')}
      onClear={() => {
        setSearch('');
        onChange({ page: 1, sort: filters.sort });
      }}
    >
      <TextField
        label={t('payments.search')}
        description={t('payments.searchHelp')}
        value={search}
        onChange={setSearch}
        maxLength={64}
        type="search"
      />
      <NativeSelect
        label={t('payments.status')}
        value={filters.status ?? ALL}
        onChange={(value) => onChange(withFilter(filters, { status: choose(value) as PaymentFilters['status'] }))}
        options={[all, ...CHARGE_STATUSES.map((status) => ({ value: status, label: t(`chargeStatus.${status}`) }))]}
      />
      <NativeSelect
        label={t('payments.brand')}
        value={filters.brand ?? ALL}
        onChange={(value) => onChange(withFilter(filters, { brand: choose(value) as PaymentFilters['brand'] }))}
        options={[all, ...CARD_BRANDS.map((brand) => ({ value: brand, label: brand }))]}
      />
      <NativeSelect
        label={t('payments.source')}
        value={filters.source ?? ALL}
        onChange={(value) => onChange(withFilter(filters, { source: choose(value) as PaymentFilters['source'] }))}
        options={[all, ...CARD_SOURCES.map((source) => ({ value: source, label: t(`source.${source}`) }))]}
      />
      <DateRangeFilter
        country={country}
        label={t('payments.dates')}
        value={range}
        maxDays={FILTER_MAX_DAYS}
        onChange={(next) => onChange(withFilter(filters, { from: next?.start, to: next?.end }))}
      />
    </FilterBar>
  );
}
