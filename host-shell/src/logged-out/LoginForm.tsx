import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { loginSchema, validateWith, type LoginValues } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { LabelledInput } from './LabelledInput';

const validate = validateWith(loginSchema);

type Field = keyof LoginValues;
const FIELDS: readonly Field[] = ['email', 'password'];

export interface LoginFormProps {
  t: (key: string) => string;
  /** What the user typed before (the light login's values after its hand-over). */
  initialValues?: Partial<LoginValues>;
  /** Runs with values that pass the spec's login rules; the button says "Logging in…" until it settles. */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Why the last attempt failed, shown above the button. */
  failure?: string | null;
  /** The first sign that the user means to log in (a focus or a press in the form). */
  onIntent?: () => void;
  /** A field to focus when the form appears (the password, after the light login's attempt failed). */
  focusOnStart?: Field;
  /** The links under the form (forgot password, register). */
  children?: ReactNode;
}

/**
 * The login form (spec 01 §2): labelled fields whose message keys (spec 01 §5) show once a field is
 * left or the form submitted, the catalogue error of a failed attempt, and the button. The same
 * component in the light login and in the dashboard's login page.
 */
export function LoginForm({ t, initialValues, onSubmit, failure, onIntent, focusOnStart, children }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({ email: initialValues?.email ?? '', password: initialValues?.password ?? '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const id = useId();
  const errors = validate(values);
  const startFocus = useRef(focusOnStart);
  useEffect(() => {
    if (startFocus.current) inputs.current[startFocus.current]?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setTouched({ email: true, password: true });
    const invalid = FIELDS.find((field) => errors[field]);
    if (invalid) {
      inputs.current[invalid]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field, type: 'email' | 'password', autoComplete: string) => {
    const fieldId = `${id}-${name}`;
    const message = touched[name] && errors[name] ? t(`validation.${errors[name]}`) : null;
    return (
      <LabelledInput
        inputRef={(element) => {
          inputs.current[name] = element;
        }}
        id={fieldId}
        label={t(`login.${name}`)}
        message={message}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
      />
    );
  };

  return (
    <>
      <form onSubmit={(event) => void submit(event)} onFocus={onIntent} onPointerDown={onIntent} noValidate className="logged-out-form">
        {field('email', 'email', 'username')}
        {field('password', 'password', 'current-password')}
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {children ? <p className="logged-out-links">{children}</p> : null}
    </>
  );
}
