import type { FormApi, SubmissionErrors } from 'final-form';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { pinConfirmationFor, type PinConfirmation } from 'shared-contracts/areas/settings/settings';
import { useHostApi } from 'shared-contracts/react';
import { Banner, Button } from 'shared-ui';
import { FormActions, FormError, Stepper, formErrorOf } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useSetPin } from '../../api/set-pin';
import { codeProblem, isCodeComplete, newPinProblem, passwordProblem, pinFailureOf, repeatPinProblem } from '../../rules/pin-rules';
import { ConfirmStep } from './ConfirmStep';
import { PinStep } from './PinStep';
import { PIN_FIELD_MESSAGES, usePinFailureText } from './pin-failure-text';

export interface PinValues {
  pin: string;
  repeat: string;
  code: string;
  password: string;
}

export type PinStepName = 'new' | 'repeat' | 'confirm' | 'done';
const STEPS: readonly PinStepName[] = ['new', 'repeat', 'confirm'];
const EMPTY: PinValues = { pin: '', repeat: '', code: '', password: '' };
/** Code-like fields start again empty when refused (a full six-cell input would submit on every key). */
const CLEARED_ON_REFUSAL = ['pin', 'repeat', 'code'] as const;

/** Each step checks only its own field. */
function checkStep(step: PinStepName, method: PinConfirmation, values: PinValues): Partial<Record<keyof PinValues, string>> {
  const problems: Partial<Record<keyof PinValues, string>> = {};
  if (step === 'new') problems.pin = newPinProblem(values.pin);
  if (step === 'repeat') problems.repeat = repeatPinProblem(values.pin, values.repeat);
  if (step === 'confirm') {
    if (method === 'password') problems.password = passwordProblem(values.password);
    else problems.code = codeProblem(values.code, method);
  }
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}

export interface PinSetupModalProps {
  onClose: () => void;
  /** What the last step offers besides closing (the withdrawal that asked for a PIN). */
  continueLabel?: string;
  onContinue?: () => void;
}

/**
 * The withdrawal PIN (spec 02 §4): a new PIN (six digits, masked), the same again ('pinNotMatch'),
 * then the confirmation the user's sign-in factor gives (`pinConfirmationFor`: the code sent to the
 * phone, the authenticator's code, or the current password), and 'all set up'.
 */
export const PinSetupModal = observer(function PinSetupModal({ onClose, continueLabel, onContinue }: PinSetupModalProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const user = hostApi.session.user;
  const [step, setStep] = useState<PinStepName>('new');
  // Setting or changing, as it was when the flow opened (the session says set once it is done).
  const [changing] = useState(() => user?.is_pin_set === true);
  const save = useSetPin(hostApi);
  const failureText = usePinFailureText();
  if (!user) return null;
  const method = pinConfirmationFor(user);

  const onSubmit = async (values: PinValues, form: FormApi<PinValues>): Promise<SubmissionErrors | undefined> => {
    // Each step's own check runs on submit (not as `validate`), so a refused code can be cleared and
    // typed again from the first cell while its message stays under the input until the next try.
    const problems = checkStep(step, method, values);
    const refused = CLEARED_ON_REFUSAL.find((field) => problems[field] !== undefined);
    if (Object.keys(problems).length > 0) {
      if (refused) form.change(refused, '');
      return problems;
    }
    if (step === 'new') return void setStep('repeat');
    if (step === 'repeat') return void setStep('confirm');
    try {
      const confirmation = method === 'password' ? { password: values.password } : { token: values.code };
      await save.mutateAsync({ pin: values.pin, confirmation });
      setStep('done');
      return undefined;
    } catch (error) {
      const failure = pinFailureOf(error, 'setPin');
      if (failure.kind === 'locked') {
        // The gateway ended every sign-in of a locked account: reading the session again ends this
        // one in the shell, which goes to the login page (docs/decisions/0027-withdrawal-pin.md).
        void hostApi.refreshSession().catch(() => undefined);
      }
      if (failure.kind === 'code') {
        form.change('code', '');
        return { code: PIN_FIELD_MESSAGES.code };
      }
      if (failure.kind === 'password') return { password: PIN_FIELD_MESSAGES.password };
      return formErrorOf(failureText(failure));
    }
  };

  const title = changing ? t('pin.changeTitle') : t('pin.title');
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={title} size="small" isDismissable={false}>
      {step === 'done' ? (
        <div className="mdp-settings-pin-done">
          <Banner tone="success" title={t('pin.doneTitle')} role="status">
            {t('pin.done')}
          </Banner>
          <FormActions align="start">
            {onContinue ? (
              <Button variant="secondary" onClick={onClose}>
                {t('pin.close')}
              </Button>
            ) : null}
            <Button onClick={onContinue ?? onClose} autoFocus>
              {onContinue ? continueLabel : t('pin.close')}
            </Button>
          </FormActions>
        </div>
      ) : (
        <Form<PinValues> onSubmit={onSubmit} initialValues={EMPTY}>
          {({ handleSubmit, submitting, submitError, form, values }) => (
            <form className="mdp-settings-form" onSubmit={handleSubmit} noValidate aria-label={title}>
              <Stepper steps={STEPS.map((name) => t(`pin.steps.${name}`))} current={STEPS.indexOf(step)} label={t('pin.progress')} />
              {step === 'new' || step === 'repeat' ? (
                <PinStep step={step} busy={submitting === true} onComplete={() => void form.submit()} />
              ) : (
                <ConfirmStep method={method} busy={submitting === true} onComplete={() => void form.submit()} />
              )}
              <FormError>{submitError}</FormError>
              <FormActions align="start">
                {step === 'new' ? (
                  <Button variant="secondary" onClick={onClose}>
                    {t('form.cancel')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      form.change(step === 'repeat' ? 'repeat' : 'code', '');
                      setStep(step === 'repeat' ? 'new' : 'repeat');
                    }}
                    disabled={submitting}
                  >
                    {t('pin.back')}
                  </Button>
                )}
                <Button
                  type="submit"
                  busy={submitting}
                  // Spec 02 §5: the authenticator's code is numeric and whole before confirm is enabled.
                  disabled={step === 'confirm' && method === 'authenticator' && !isCodeComplete(values.code, method)}
                >
                  {step === 'confirm' ? t('pin.submit') : t('pin.next')}
                </Button>
              </FormActions>
            </form>
          )}
        </Form>
      )}
    </Modal>
  );
});
