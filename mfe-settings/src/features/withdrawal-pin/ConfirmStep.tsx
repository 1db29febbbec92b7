import { useEffect, useReducer, useRef, useState } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { PinConfirmation } from 'shared-contracts/areas/settings/settings';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { CodeInput, FormError, TextField, fromFinalForm } from 'shared-ui/forms';
import { requestPinCode } from '../../api/set-pin';
import { codeCharacterOf, pinFailureOf, resendAt, secondsUntil } from '../../rules/pin-rules';
import { useFieldMessage, usePinFailureText } from './pin-failure-text';

interface ConfirmStepProps {
  method: PinConfirmation;
  busy: boolean;
  onComplete: () => void;
}

/** The last step: the code sent to the phone, the authenticator's code, or the current password. */
export function ConfirmStep({ method, busy, onComplete }: ConfirmStepProps) {
  const { t } = useTranslation('settings');
  const message = useFieldMessage();
  if (method === 'password') {
    return (
      <>
        <p>{t('pin.passwordHint')}</p>
        <Field<string> name="password">
          {(props) => (
            <TextField
              {...fromFinalForm(props, message)}
              type="password"
              label={t('pin.password')}
              required
              autoComplete="current-password"
              disabled={busy}
            />
          )}
        </Field>
      </>
    );
  }
  return (
    <>
      {method === 'otp' ? <SmsCode /> : <p>{t('pin.authenticatorHint')}</p>}
      <Field<string> name="code">
        {(props) => (
          <CodeInput
            {...fromFinalForm(props, message)}
            label={method === 'otp' ? t('pin.smsCode') : t('pin.authenticatorCode')}
            allowed={codeCharacterOf(method)}
            required
            disabled={busy}
            autoFocus={method === 'authenticator'}
            onComplete={onComplete}
          />
        )}
      </Field>
    </>
  );
}

/** Sends the code to the phone on the account when the step opens; a new one only 30 s later (spec 02 §4). */
function SmsCode() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const failureText = usePinFailureText();
  const phone = hostApi.session.user?.phone_number ?? '';
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const wait = secondsUntil(sentAt === null ? null : resendAt(sentAt), Date.now());
  const asked = useRef(false);

  const send = async () => {
    setSending(true);
    setProblem(undefined);
    try {
      await requestPinCode(hostApi.gateway, phone);
      setSentAt(Date.now());
    } catch (error) {
      // Shown inline, where the code was asked for (spec 02 §8).
      setProblem(failureText(pinFailureOf(error, 'sendCode')));
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void send();
    // Once, when the step opens; later codes only on request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (wait === 0) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [wait]);

  return (
    <div className="mdp-settings-pin-sms">
      {sentAt !== null ? <p role="status">{t('pin.codeSent', { phone })}</p> : null}
      {problem ? <FormError>{problem}</FormError> : null}
      <Button variant="ghost" onClick={() => void send()} disabled={wait > 0} busy={sending}>
        {wait > 0 ? t('pin.resendIn', { count: wait }) : sentAt === null ? t('pin.sendCode') : t('pin.resend')}
      </Button>
    </div>
  );
}
