import { useTranslation } from 'react-i18next';
import { LEDGER_CHANNELS, LEDGER_ENTRY_TYPES, LEDGER_STATUSES, TRANSACTION_SEARCH_MAX } from 'shared-contracts/areas/balance/balance';
import { useHostApi } from 'shared-contracts/react';
import { countryOf, type Currency } from 'shared-contracts/rules';
import { DateRangeFilter, FilterBar, useFilterDraft } from 'shared-ui/data';
import { NativeSelect, TextField } from 'shared-ui/forms';
import { checkDrafts, type ListFilters } from '../../rules/transaction-filters';

const ALL = 'ALL';
/** Browsing has no date limit; the 92-day rule is the export's (spec 02 §5). */
const BROWSE_MAX_DAYS = 100_000;

export interface TransactionFilterBarProps {
  filters: ListFilters;
  /** Filters the page fixes (Cash: available entries): shown, not changeable. */
  preset: ListFilters;
  currency: Currency;
  onChange: (filters: ListFilters) => void;
}

/**
 * Type, status, channel and dates apply as they are chosen; the amounts and the search apply on
 * Enter or "Apply", once they are valid (a problem shows under its field, and nothing is asked).
 */
export function TransactionFilterBar({ filters, preset, currency, onChange }: TransactionFilterBarProps) {
  const { t } = useTranslation('balance');
  const country = countryOf(useHostApi().session.business);
  const [search, setSearch] = useFilterDraft(filters.search);
  const [min, setMin] = useFilterDraft(filters.min);
  const [max, setMax] = useFilterDraft(filters.max);
  const choose = <T extends string>(value: string) => (value === ALL ? undefined : (value as T));
  const all = { value: ALL, label: t('filters.all') };
  const change = (next: Partial<ListFilters>) => onChange({ ...filters, ...next, ...preset });

  const { typed, problems } = checkDrafts({ search, min, max }, currency);
  const problem = (key: keyof typeof problems) => (problems[key] ? t(`filters.${problems[key]}`) : undefined);
  const range = filters.from && filters.to ? { start: filters.from, end: filters.to } : null;

  return (
    <FilterBar
      label={t('filters.label')}
      onSubmit={() => {
        if (Object.keys(problems).length === 0) change(typed);
      }}
      onClear={() => {
        setSearch('');
        setMin('');
        setMax('');
        onChange({ ...(filters.currency ? { currency: filters.currency } : {}), ...preset });
      }}
    >
      <TextField
        label={t('filters.search')}
        description={t('filters.searchHelp')}
        value={search}
        onChange={setSearch}
        maxLength={TRANSACTION_SEARCH_MAX}
        type="search"
        error={problem('search')}
      />
      <NativeSelect
        label={t('filters.type')}
        value={filters.type ?? ALL}
        onChange={(value) => change({ type: choose(value) })}
        options={[all, ...LEDGER_ENTRY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))]}
      />
      {preset.status ? null : (
        <NativeSelect
          label={t('filters.status')}
          value={filters.status ?? ALL}
          onChange={(value) => change({ status: choose(value) })}
          options={[all, ...LEDGER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
        />
      )}
      <NativeSelect
        label={t('filters.channel')}
        value={filters.channel ?? ALL}
        onChange={(value) => change({ channel: choose(value) })}
        options={[all, ...LEDGER_CHANNELS.map((channel) => ({ value: channel, label: t(`channel.${channel}`) }))]}
      />
      <DateRangeFilter
        country={country}
        label={t('filters.dates')}
        value={range}
        maxDays={BROWSE_MAX_DAYS}
        onChange={(next) => change({ from: next?.start, to: next?.end })}
      />
      <TextField
        label={t('filters.amountMin', { currency })}
        value={min}
        onChange={setMin}
        inputMode="decimal"
        error={problem('min')}
      />
      <TextField
        label={t('filters.amountMax', { currency })}
        value={max}
        onChange={setMax}
        inputMode="decimal"
        error={problem('max')}
      />
    </FilterBar>
  );
}
