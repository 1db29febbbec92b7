import { useState } from 'react';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, IMAGE_TYPES, LOGO_MAX_BYTES, LOGO_MIN_SIZE_PX } from 'shared-contracts/rules';
import { InBahasa, LONG_TEXT } from '../catalogue-support';
import { AmountInput } from './AmountInput';
import { Checkbox, RadioGroup, Switch } from './Choices';
import { CodeInput, PinInput } from './CodeInput';
import { FileDrop } from './FileDrop';
import { MaskedInput } from './MaskedInput';
import { NativeSelect } from './NativeSelect';
import { PhoneInput } from './PhoneInput';
import { TextField } from './TextField';

export default { title: 'Inputs' };

function useValue<T>(initial: T) {
  return useState<T>(initial);
}

export const Text = () => {
  const [value, setValue] = useValue('Toko Ku');
  return <TextField label="Business name" required value={value} onChange={setValue} description="As on your business registration." />;
};

export const TextWithError = () => {
  const [value, setValue] = useValue('owner@');
  return <TextField label="Email" required type="email" value={value} onChange={setValue} error="Enter a valid email address." />;
};

export const TextDisabled = () => <TextField label="Business ID" value="biz_123" onChange={() => undefined} disabled />;

export const TextLongText = () => {
  const [value, setValue] = useValue(LONG_TEXT);
  return (
    <div className="story-narrow">
      <TextField label={LONG_TEXT} required value={value} onChange={setValue} error={LONG_TEXT} />
    </div>
  );
};

export const TextInBahasa = () => {
  const [value, setValue] = useValue('');
  return (
    <InBahasa>
      <TextField label="Nama bisnis" required value={value} onChange={setValue} error="Kolom ini wajib diisi." />
    </InBahasa>
  );
};

export const Amounts = () => {
  const [idr, setIdr] = useValue('1500000');
  const [php, setPhp] = useValue('1234.5');
  return (
    <div className="story-stack">
      <AmountInput label="Amount (IDR)" currency="IDR" value={idr} onChange={setIdr} description={`Sent as ${idr || '—'}`} />
      <AmountInput label="Amount (PHP)" currency="PHP" value={php} onChange={setPhp} description={`Sent as ${php || '—'}`} />
    </div>
  );
};

export const Phone = () => {
  const [value, setValue] = useValue('+628123456789');
  return <PhoneInput label="Mobile number" required value={value} onChange={setValue} description="International format, e.g. +628123456789." />;
};

export const TaxNumbers = () => {
  const [npwp, setNpwp] = useValue('123456789012345');
  const [tin, setTin] = useValue('123456789');
  const [sec, setSec] = useValue('');
  return (
    <div className="story-stack">
      <MaskedInput label="NPWP" mask="npwp" value={npwp} onChange={setNpwp} description={`Sent as ${npwp}`} />
      <MaskedInput label="TIN" mask="tin" value={tin} onChange={setTin} />
      <MaskedInput label="SEC registration number" mask="sec" value={sec} onChange={setSec} />
    </div>
  );
};

export const Code = () => {
  const [value, setValue] = useValue('');
  const [submitted, setSubmitted] = useValue('');
  return (
    <div className="story-stack">
      <CodeInput label="Verification code" value={value} onChange={setValue} onComplete={setSubmitted} description="We sent it to +62 812-••••-789." />
      <p role="status">{submitted ? `Submitted ${submitted}` : ''}</p>
    </div>
  );
};

export const CodeWithError = () => {
  const [value, setValue] = useValue('123');
  return <CodeInput label="Verification code" value={value} onChange={setValue} error="That code is not right. Try again." />;
};

export const Pin = () => {
  const [value, setValue] = useValue('12');
  return <PinInput label="PIN" value={value} onChange={setValue} />;
};

export const CodeInBahasa = () => {
  const [value, setValue] = useValue('');
  return (
    <InBahasa>
      <CodeInput label="Kode verifikasi" value={value} onChange={setValue} />
    </InBahasa>
  );
};

export const Logo = () => {
  const [name, setName] = useValue<string | undefined>(undefined);
  return (
    <FileDrop
      label="Logo"
      description="JPEG or PNG, at most 1 MB, at least 200×200 pixels."
      accept={IMAGE_TYPES}
      maxBytes={LOGO_MAX_BYTES}
      minDimensions={LOGO_MIN_SIZE_PX}
      onFile={(file) => setName(file.name)}
      fileName={name}
      onClear={() => setName(undefined)}
    />
  );
};

export const DocumentUploading = () => (
  <FileDrop label="Deed of establishment" accept={DOCUMENT_TYPES} maxBytes={DOCUMENT_MAX_BYTES} onFile={() => undefined} fileName="akta.pdf" progress={45} />
);

export const DocumentError = () => (
  <FileDrop label="Deed of establishment" accept={DOCUMENT_TYPES} maxBytes={DOCUMENT_MAX_BYTES} onFile={() => undefined} error="This file is larger than 8 MB." />
);

export const DocumentInBahasa = () => (
  <InBahasa>
    <FileDrop label="Akta pendirian" required accept={DOCUMENT_TYPES} maxBytes={DOCUMENT_MAX_BYTES} onFile={() => undefined} />
  </InBahasa>
);

/** A batch file: CSV by its name ending, whatever type the system gives it; the chosen file's name in Bahasa Indonesia. */
export const CsvInBahasa = () => {
  const [name, setName] = useValue<string | undefined>('gaji-november.csv');
  return (
    <InBahasa>
      <FileDrop label="Berkas batch (CSV)" accept={['.csv', 'text/csv']} maxBytes={2 * 1024 * 1024} onFile={(file) => setName(file.name)} fileName={name} />
    </InBahasa>
  );
};

export const Choices = () => {
  const [terms, setTerms] = useValue(false);
  const [live, setLive] = useValue(true);
  const [method, setMethod] = useValue('va');
  return (
    <div className="story-stack">
      <Checkbox label="I agree to the terms of service" checked={terms} onChange={setTerms} />
      <Switch label="Live mode" checked={live} onChange={setLive} description="Real payments are accepted." />
      <RadioGroup
        label="Payment method"
        required
        value={method}
        onChange={setMethod}
        options={[
          { value: 'va', label: 'Virtual account' },
          { value: 'card', label: 'Card', description: 'Visa, Mastercard, JCB' },
          { value: 'retail', label: 'Retail outlet', disabled: true },
        ]}
      />
    </div>
  );
};

export const ChoicesDisabledWithError = () => (
  <div className="story-stack">
    <Checkbox label="I agree to the terms of service" checked={false} onChange={() => undefined} error="You need to agree to continue." />
    <Switch label="Live mode" checked={false} onChange={() => undefined} disabled />
  </div>
);

const STATUSES = [
  { value: 'ALL', label: 'All' },
  { value: 'CAPTURED', label: 'Charged' },
  { value: 'FAILED', label: 'Failed' },
  { value: 'REFUNDED', label: 'Refunded' },
];

export const ListFilterSelect = () => {
  const [value, setValue] = useState('ALL');
  return <NativeSelect label="Status" value={value} onChange={setValue} options={STATUSES} />;
};

export const ListFilterSelectInBahasa = () => {
  const [value, setValue] = useState('ALL');
  return (
    <InBahasa>
      <NativeSelect
        label="Status"
        value={value}
        onChange={setValue}
        options={[
          { value: 'ALL', label: 'Semua' },
          { value: 'FAILED', label: 'Gagal' },
        ]}
      />
    </InBahasa>
  );
};
