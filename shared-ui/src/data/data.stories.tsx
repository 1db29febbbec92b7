import { useState } from 'react';
import { InBahasa, LONG_TEXT } from '../catalogue-support';
import { TextField } from '../inputs/TextField';
import { DataTable, type Column, type SortState, type TableStatus } from './DataTable';
import { DateTime } from './DateTime';
import { FilterBar } from './FilterBar';
import { KeyValueList } from './KeyValueList';
import { MaskedBankAccount } from './MaskedBankAccount';
import { Money } from './Money';
import { AnchorCards, SectionNav } from './SettingsNavigation';
import { StatusBadge } from './StatusBadge';
import { Timeline } from './Timeline';

export default { title: 'Data' };

interface Payment {
  id: string;
  amount: number;
  status: string;
  created: string;
}

const ALL: Payment[] = Array.from({ length: 23 }, (_, index) => ({
  id: `pay_${String(index + 1).padStart(3, '0')}`,
  amount: (index + 1) * 125000,
  status: ['LIVE', 'PENDING', 'FAILED'][index % 3] ?? 'LIVE',
  created: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
}));

const columns: Column<Payment>[] = [
  { key: 'id', header: 'Reference', cell: (row) => row.id, sortable: true, card: 'title' },
  { key: 'created', header: 'Date', cell: (row) => <DateTime value={row.created} country="ID" />, sortable: true, card: 'date' },
  { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} />, card: 'status' },
  { key: 'amount', header: 'Amount', cell: (row) => <Money amount={row.amount} currency="IDR" />, align: 'end', card: 'amount' },
];

function Table({ state = { status: 'ready' }, rows = ALL, longText = false }: { state?: TableStatus; rows?: Payment[]; longText?: boolean }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ column: 'created', direction: 'descending' });
  const pageSize = 10;
  const sorted = [...rows].sort((a, b) => {
    const key = sort.column as keyof Payment;
    return (a[key] > b[key] ? 1 : -1) * (sort.direction === 'ascending' ? 1 : -1);
  });
  const shown = sorted.slice((page - 1) * pageSize, page * pageSize).map((row) => (longText ? { ...row, id: `${row.id} ${LONG_TEXT}` } : row));
  return (
    <DataTable
      caption="Card payments"
      columns={columns}
      rows={shown}
      rowKey={(row) => row.id}
      state={state}
      page={page}
      pageSize={pageSize}
      total={rows.length}
      onPageChange={setPage}
      sort={sort}
      onSortChange={setSort}
      filters={
        <FilterBar label="Filter payments" onClear={() => undefined}>
          <TextField label="Reference" value="" onChange={() => undefined} />
        </FilterBar>
      }
      empty={{ title: 'No payments yet', description: 'Payments show here once a customer pays.' }}
    />
  );
}

export const TableReady = () => <Table />;
export const TableLoading = () => <Table state={{ status: 'loading' }} rows={[]} />;
export const TableEmpty = () => <Table rows={[]} />;
export const TableError = () => <Table state={{ status: 'failed', title: 'Payments could not load', onRetry: () => undefined }} rows={[]} />;
export const TableLongText = () => <Table longText />;
export const TableInBahasa = () => (
  <InBahasa>
    <Table />
  </InBahasa>
);

/**
 * Below the mobile breakpoint (768 px) the same table is a list of cards: title, amount, status and
 * date in each card's head, sortable columns as "Sort by" buttons (decision 0067). The story is
 * 390 px wide in the catalogue; the axe check opens it at that width (bin/axe-catalogue.mjs).
 */
export const TableOnAPhone = () => <Table />;
// The phone the issue-42 walk used (390×844); Ladle wants the literal here.
TableOnAPhone.meta = { width: 390 };
export const TableOnAPhoneInBahasa = () => (
  <InBahasa>
    <Table />
  </InBahasa>
);
TableOnAPhoneInBahasa.meta = { width: 390 };

export const StatusBadges = () => (
  <div className="story-row">
    {['LIVE', 'ENABLED', 'PENDING', 'IN_REVIEW', 'FAILED', 'REJECTED', 'DRAFT'].map((status) => (
      <StatusBadge key={status} status={status} />
    ))}
  </div>
);

export const MoneyPerCurrency = () => (
  <KeyValueList
    items={[
      { key: 'idr', term: 'IDR (id)', value: <Money amount={150000000} currency="IDR" /> },
      { key: 'php', term: 'PHP (en-PH)', value: <Money amount={1234.5} currency="PHP" /> },
      { key: 'usd', term: 'USD (en-US)', value: <Money amount={999999999999} currency="USD" /> },
    ]}
  />
);

export const DatesPerCountry = () => (
  <KeyValueList
    items={[
      { key: 'id', term: 'Indonesia', value: <DateTime value="2026-01-31T10:00:00Z" country="ID" /> },
      { key: 'id2', term: 'Indonesia, two-digit year', value: <DateTime value="2026-01-31T10:00:00Z" country="ID" year="2-digit" /> },
      { key: 'ph', term: 'Philippines', value: <DateTime value="2026-01-31T10:00:00Z" country="PH" /> },
      { key: 'sg', term: 'Regional remittance', value: <DateTime value="2026-01-31T10:00:00Z" country="SG" /> },
    ]}
  />
);

export const KeyValues = () => (
  <KeyValueList
    columns={2}
    items={[
      { key: 'name', term: 'Business name', value: 'Toko Ku' },
      { key: 'account', term: 'Bank account', value: <MaskedBankAccount accountNumber="1234567890123" endingInLabel="Account ending in" /> },
      { key: 'account8', term: 'Bank account (8 digits)', value: <MaskedBankAccount accountNumber="1234567890123" visible={8} endingInLabel="Account ending in" /> },
      { key: 'long', term: 'Address', value: LONG_TEXT },
    ]}
  />
);

export const TimelineEvents = () => (
  <Timeline
    label="Activation history"
    events={[
      { id: '1', title: 'Account created', time: <DateTime value="2026-01-02T00:00:00Z" country="ID" />, tone: 'success' },
      { id: '2', title: 'Documents submitted', time: <DateTime value="2026-01-05T00:00:00Z" country="ID" />, tone: 'warning', description: 'Under review.' },
      { id: '3', title: 'Review failed', time: <DateTime value="2026-01-07T00:00:00Z" country="ID" />, tone: 'danger', description: LONG_TEXT },
    ]}
  />
);

const SETTINGS = [
  { href: '#business', title: 'Business', description: 'Name, address and logo' },
  { href: '#team', title: 'Team', description: 'Invite people and set their permissions' },
  { href: '#api-keys', title: 'API keys', description: 'Keys for your integration' },
  { href: '#callbacks', title: 'Callbacks', description: LONG_TEXT },
];

export const SettingsAnchorCards = () => <AnchorCards label="Settings" items={SETTINGS} />;
export const SettingsSectionNav = () => <SectionNav label="Settings sections" items={SETTINGS} current="#team" />;
