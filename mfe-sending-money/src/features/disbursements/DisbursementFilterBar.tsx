import { useTranslation } from 'react-i18next';
import { DISBURSEMENT_SEARCH_MAX, DISBURSEMENT_STATUSES, type DisbursementChannel } from 'shared-contracts/areas/sending-money/sending-money';
import { useHostApi } from 'shared-contracts/react';
import { countryOf } from 'shared-contracts/rules';
import { DateRangeFilter, FilterBar, useFilterDraft } from 'shared-ui/data';
import { NativeSelect, TextField } from 'shared-ui/forms';
import type { AddressFilters } from '../../rules/list-filters';

const ALL = 'ALL';
/** Browsing has no date limit; the 92-day rule is the export's (spec 02 §5). */
const BROWSE_MAX_DAYS = 100_000;

export interface DisbursementFilterBarProps {
  filters: AddressFilters;
  channels: readonly DisbursementChannel[];
  onChange: (filters: AddressFilters) => void;
}

/** Status, channel and dates apply as they are chosen; the search on Enter or Apply (decision 0093). */
export function DisbursementFilterBar({ filters, channels, onChange }: DisbursementFilterBarProps) {
  const { t } = useTranslation('sending-money');
  const country = countryOf(useHostApi().session.business);
  const [search, setSearch] = useFilterDraft(filters.search);
  const change = (next: Partial<AddressFilters>) => onChange({ ...filters, ...next });
  const all = { value: ALL, label: t('filters.all') };
  return (
    <FilterBar
      label={t('filters.label')}
      onSubmit={() => change({ search: search.trim() || undefined })}
      onClear={() => {
        setSearch('');
        onChange({});
      }}
    >
      <TextField label={t('filters.search')} description={t('filters.searchHelp')} value={search} onChange={setSearch} maxLength={DISBURSEMENT_SEARCH_MAX} type="search" />
      <NativeSelect
        label={t('filters.status')}
        value={filters.status ?? ALL}
        onChange={(value) => change({ status: value === ALL ? undefined : (value as AddressFilters['status']) })}
        options={[all, ...DISBURSEMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
      />
      <NativeSelect
        label={t('filters.channel')}
        value={filters.channel ?? ALL}
        onChange={(value) => change({ channel: value === ALL ? undefined : value })}
        options={[all, ...channels.map((channel) => ({ value: channel.code, label: channel.name }))]}
      />
      <DateRangeFilter
        country={country}
        label={t('filters.dates')}
        value={filters.from && filters.to ? { start: filters.from, end: filters.to } : null}
        maxDays={BROWSE_MAX_DAYS}
        onChange={(range) => change({ from: range?.start, to: range?.end })}
      />
    </FilterBar>
  );
}
