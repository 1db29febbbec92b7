import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { PinInput, fromFinalForm } from 'shared-ui/forms';
import { useFieldMessage } from './pin-failure-text';

/** The new PIN, or the same again: six masked digits; the sixth moves on. */
export function PinStep({ step, busy, onComplete }: { step: 'new' | 'repeat'; busy: boolean; onComplete: () => void }) {
  const { t } = useTranslation('settings');
  const message = useFieldMessage();
  const name = step === 'new' ? 'pin' : 'repeat';
  return (
    <>
      <p>{step === 'new' ? t('pin.newHint') : t('pin.repeatHint')}</p>
      {/* key: a fresh input per step, so focus lands on its first cell */}
      <Field<string> name={name} key={name}>
        {(props) => (
          <PinInput
            {...fromFinalForm(props, message)}
            label={step === 'new' ? t('pin.newPin') : t('pin.repeatPin')}
            required
            disabled={busy}
            autoFocus
            onComplete={onComplete}
          />
        )}
      </Field>
    </>
  );
}
