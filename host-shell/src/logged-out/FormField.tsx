import { useId } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { PHONE_MIN_DIGITS } from 'shared-contracts/rules';
import { LabelledInput } from './LabelledInput';

export interface FormFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
}

/** A labelled input whose validation message (a key of spec 01 §5) shows under it once touched. */
export function FormField({ name, label, type = 'text', autoComplete, required = true, hint }: FormFieldProps) {
  const { t } = useTranslation();
  const { input, meta } = useField<string>(name);
  const id = useId();
  const message = meta.touched && meta.error ? t(`validation.${String(meta.error)}`, { min: PHONE_MIN_DIGITS }) : null;
  return <LabelledInput {...input} id={id} label={label} message={message} type={type} autoComplete={autoComplete} required={required} hint={hint} />;
}
