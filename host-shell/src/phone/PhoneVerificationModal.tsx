import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_RESEND_SECONDS, PHONE_MIN_DIGITS, phoneVerified } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { CodeInput, FormActions, PhoneInput } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import { codeProblem, phoneProblemFor, secondsUntil, type PhoneMessages } from './phone-form';
import '../feedback/feedback.css';

export interface PhoneVerificationModalProps {
  onClose: () => void;
  /** After the phone was verified, the entry set INACTIVE and the user re-read. */
  onVerified: () => void;
  /** The number the field starts with: the account's (verifying it) unless given ('' to type a new one). */
  initialPhone?: string;
  /** The message keys of the flow that opened it (phone-form.ts): the reminder's by default. */
  messages?: PhoneMessages;
}

/**
 * Phone verification (spec 01 §4): the number (E.164), an OTP request, the six-digit code (sent
 * when the last cell is filled), verify; a new code only 30 s after the last. On success the
 * verifyPhoneNumber entry becomes INACTIVE and the user is re-read.
 */
export default function PhoneVerificationModal({ onClose, onVerified, initialPhone, messages = 'reminder' }: PhoneVerificationModalProps) {
  const { t } = useTranslation();
  const { api, session, toasts } = useShellServices();
  const [phone, setPhone] = useState(initialPhone ?? session.user?.phone_number ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const wait = secondsUntil(resendAt, Date.now());

  useEffect(() => {
    if (wait === 0) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [wait]);

  const requestCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const invalid = phoneProblemFor(messages, phone);
    if (invalid) return setProblem(t(`validation.${invalid}`, { min: PHONE_MIN_DIGITS }));
    setBusy(true);
    setProblem(undefined);
    try {
      await api.requestOtp(phone.trim());
      setSentTo(phone.trim());
      setCode('');
      setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (typed: string) => {
    const invalid = codeProblem(typed);
    if (invalid) return setProblem(t(`validation.${invalid}`));
    setBusy(true);
    setProblem(undefined);
    try {
      await api.verifyPhoneNumber(typed);
      await api.updateAccountNotifications([phoneVerified()]);
      await session.rereadUser();
      toasts.show(t('phone.verified'), 'success');
      onVerified();
    } catch (error) {
      setCode('');
      setProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('phone.title')} size="small">
      {sentTo === null ? (
        <form className="feedback-form" noValidate onSubmit={(event) => void requestCode(event)}>
          <PhoneInput label={t('phone.number')} required value={phone} onChange={setPhone} description={t('phone.numberHint')} error={problem} />
          <FormActions>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('phone.cancel')}
            </Button>
            <Button type="submit" busy={busy}>
              {t('phone.sendCode')}
            </Button>
          </FormActions>
        </form>
      ) : (
        <form
          className="feedback-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void verify(code);
          }}
        >
          <p className="feedback-sent">{t('phone.codeSent', { phone: sentTo })}</p>
          <CodeInput label={t('phone.code')} required value={code} onChange={setCode} onComplete={(full) => void verify(full)} error={problem} disabled={busy} autoFocus />
          <div className="phone-code-links">
            <Button variant="ghost" onClick={() => setSentTo(null)} disabled={busy}>
              {t('phone.changeNumber')}
            </Button>
            <Button variant="ghost" onClick={() => void requestCode()} disabled={busy || wait > 0}>
              {wait > 0 ? t('phone.resendIn', { count: wait }) : t('phone.resend')}
            </Button>
          </div>
          <FormActions>
            <Button type="submit" busy={busy}>
              {t('phone.verify')}
            </Button>
          </FormActions>
        </form>
      )}
    </Modal>
  );
}
