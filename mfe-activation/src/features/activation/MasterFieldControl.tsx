import { useTranslation } from 'react-i18next';
import type { MasterField } from 'shared-contracts/areas/activation/activation';
import { MaskedInput, RadioGroup, TextField } from 'shared-ui/forms';
import { ListFieldControl } from './ListFieldControl';

export interface MasterFieldControlProps {
  field: MasterField;
  countryId: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** One master field, with the input its kind needs (masks for tax numbers, the gateway's dropdowns, the year). */
export function MasterFieldControl({ field, countryId, ...control }: MasterFieldControlProps) {
  const { t, i18n } = useTranslation('activation');
  const label = i18n.language === 'id' ? field.multi_language_label.id : field.multi_language_label.en;
  const common = { ...control, label, required: field.required };
  switch (field.input) {
    case 'npwp':
    case 'tin':
    case 'sec':
      return <MaskedInput {...common} mask={field.input} />;
    case 'year':
      return <TextField {...common} inputMode="numeric" maxLength={4} placeholder="YYYY" parse={(typed) => typed.replace(/\D/g, '')} />;
    case 'mobile':
      // A plain tel input, not PhoneInput: PhoneInput drops a leading 0, and the spec wants it refused with a message.
      return <TextField {...common} type="tel" inputMode="tel" autoComplete="tel" maxLength={15} />;
    case 'email':
      return <TextField {...common} type="email" autoComplete="email" maxLength={255} />;
    case 'bank':
    case 'role':
    case 'country':
      // The options are the gateway's lists (issue 41 §4): the country's banks, the ROLE answers, the activation countries.
      return <ListFieldControl {...common} input={field.input} countryId={countryId} />;
    case 'yes_no':
      return <RadioGroup {...common} orientation="horizontal" options={[{ value: 'yes', label: t('answers.yes') }, { value: 'no', label: t('answers.no') }]} />;
    case 'text':
      return <TextField {...common} maxLength={255} />;
  }
}
