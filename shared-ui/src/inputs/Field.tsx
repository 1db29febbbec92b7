import { useId, type ReactNode } from 'react';
import { useUiText } from '../texts/UiTextProvider';
import './inputs.css';

/** The props every input shares; `error` is a translated message, shown and announced when set. */
export interface FieldBaseProps {
  label: string;
  name?: string;
  /** Shows the asterisk and sets aria-required. */
  required?: boolean;
  description?: ReactNode;
  error?: string;
  disabled?: boolean;
  onBlur?: () => void;
}

export interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Label with the required asterisk, the control, a description and the error text. */
export function Field({
  label,
  required,
  description,
  error,
  children,
  labelElement = 'label',
}: FieldBaseProps & { children: (ids: FieldIds) => ReactNode; labelElement?: 'label' | 'legend' }) {
  const id = useId();
  const ids: FieldIds = {
    inputId: `${id}input`,
    describedBy: [error ? `${id}error` : '', description ? `${id}description` : ''].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
  };
  const labelContent = (
    <>
      {label}
      {required ? <RequiredMark /> : null}
    </>
  );
  const Wrapper = labelElement === 'legend' ? 'fieldset' : 'div';
  return (
    <Wrapper className="mdp-field">
      {labelElement === 'legend' ? (
        <legend className="mdp-label">{labelContent}</legend>
      ) : (
        <label className="mdp-label" htmlFor={ids.inputId}>
          {labelContent}
        </label>
      )}
      {children(ids)}
      {description ? (
        <div id={`${id}description`} className="mdp-description">
          {description}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}error`} className="mdp-error">
          {error}
        </div>
      ) : null}
    </Wrapper>
  );
}

/** What react-final-form hands a field's render function, structurally (no dependency on it). */
export interface FinalFormFieldProps<Value> {
  input: { name: string; value: Value; onChange: (value: Value) => void; onBlur: () => void };
  meta: { touched?: boolean; error?: unknown; submitError?: unknown };
}

/**
 * Turns react-final-form's `{ input, meta }` into shared-ui's value/onChange/error props. Errors
 * are message keys (shared-contracts' `validateWith`): `translateError` is the caller's i18n.
 */
export function fromFinalForm<Value>({ input, meta }: FinalFormFieldProps<Value>, translateError: (key: string) => string) {
  const message = meta.touched ? (meta.error ?? meta.submitError) : undefined;
  return {
    name: input.name,
    value: input.value,
    onChange: input.onChange,
    onBlur: input.onBlur,
    error: typeof message === 'string' && message ? translateError(message) : undefined,
  };
}

/** The required asterisk, hidden from screen readers, which hear "(required)" in the caller's language. */
export function RequiredMark() {
  const t = useUiText();
  return (
    <span className="mdp-required">
      <span aria-hidden="true"> *</span>
      <span className="mdp-visually-hidden">{` (${t('required')})`}</span>
    </span>
  );
}
