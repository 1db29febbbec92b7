import { useState } from 'react';
import { InBahasa, LONG_TEXT } from '../catalogue-support';
import { Combobox } from './Combobox';
import type { IsoDateRange } from './date-range';
import { DateRangeFilter } from '../data/DateRangeFilter';
import { DatePicker } from './DatePicker';
import { DateRangePicker } from './DateRangePicker';
import { Select } from './Select';

export default { title: 'Pickers' };

const BANKS = ['BCA', 'BNI', 'BRI', 'Mandiri', 'CIMB Niaga', 'Permata', 'BSI', 'BJB', 'Danamon', 'OCBC NISP'].map((bank) => ({ value: bank, label: bank }));

export const SelectDefault = () => {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Business type"
      required
      value={value}
      onChange={setValue}
      placeholder="Choose one"
      options={[
        { value: 'individual', label: 'Individual' },
        { value: 'company', label: 'Company' },
      ]}
    />
  );
};

export const SelectWithError = () => (
  <Select label="Business type" required value="" onChange={() => undefined} error="Choose a business type." options={[{ value: 'company', label: 'Company' }]} />
);

export const SelectDisabled = () => <Select label="Country" value="ID" onChange={() => undefined} disabled options={[{ value: 'ID', label: 'Indonesia' }]} />;

export const ComboboxBanks = () => {
  const [value, setValue] = useState('');
  return <Combobox label="Bank" required value={value} onChange={setValue} options={BANKS} description="Type to search." />;
};

export const ComboboxLongText = () => {
  const [value, setValue] = useState('');
  return (
    <div className="story-narrow">
      <Combobox label={LONG_TEXT} value={value} onChange={setValue} options={[...BANKS, { value: 'long', label: LONG_TEXT }]} />
    </div>
  );
};

export const ComboboxInBahasa = () => {
  const [value, setValue] = useState('');
  return (
    <InBahasa>
      <Combobox label="Bank" required value={value} onChange={setValue} options={BANKS} />
    </InBahasa>
  );
};

export const ExportRange = () => {
  const [value, setValue] = useState<IsoDateRange | null>({ start: '2026-01-01', end: '2026-01-31' });
  return <DateRangePicker country="ID" label="Export period" required value={value} onChange={setValue} maxDate="2026-12-31" description="At most 92 days." />;
};

export const ExportRangeTooLong = () => {
  const [value, setValue] = useState<IsoDateRange | null>({ start: '2026-01-01', end: '2026-06-30' });
  return <DateRangePicker country="ID" label="Export period" value={value} onChange={setValue} />;
};

export const ExportRangeInBahasa = () => {
  const [value, setValue] = useState<IsoDateRange | null>({ start: '2026-01-01', end: '2026-06-30' });
  return (
    <InBahasa>
      <DateRangePicker country="ID" label="Periode ekspor" value={value} onChange={setValue} />
    </InBahasa>
  );
};

export const DueDate = () => {
  const [value, setValue] = useState('2026-12-15');
  return <DatePicker country="ID" label="Due date" value={value} onChange={setValue} minDate="2026-11-30" maxDate="2027-11-30" description="The invoice expires at the end of this day." />;
};

export const DueDateInThePast = () => {
  const [value, setValue] = useState('2026-11-20');
  return <DatePicker country="ID" label="Due date" required value={value} onChange={setValue} minDate="2026-11-30" />;
};

export const DueDateInBahasaOnAPhone = () => {
  const [value, setValue] = useState('');
  return (
    <InBahasa>
      <DatePicker country="ID" label="Tanggal jatuh tempo" required value={value} onChange={setValue} minDate="2026-11-30" error="Kolom ini wajib diisi" />
    </InBahasa>
  );
};
DueDateInBahasaOnAPhone.meta = { width: 390 };

export const ListDateFilter = () => {
  const [value, setValue] = useState<IsoDateRange | null>(null);
  return <DateRangeFilter country="ID" label="Dates" value={value} onChange={setValue} maxDays={366} />;
};

export const ListDateFilterChosen = () => {
  const [value, setValue] = useState<IsoDateRange | null>({ start: '2026-11-01', end: '2026-11-24' });
  return <DateRangeFilter country="ID" label="Dates" value={value} onChange={setValue} maxDays={366} />;
};

export const ListDateFilterInBahasa = () => {
  const [value, setValue] = useState<IsoDateRange | null>({ start: '2026-11-01', end: '2026-11-24' });
  return (
    <InBahasa>
      <DateRangeFilter country="ID" label="Tanggal" value={value} onChange={setValue} maxDays={366} />
    </InBahasa>
  );
};
