import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MfaChallengeAnswer } from 'shared-contracts/areas/shell/mfa-login';
import { OTP_RESEND_SECONDS } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { CodeInput } from 'shared-ui/forms';
import { codeProblem } from '../phone/phone-form';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import { BackupCodeForm } from './BackupCodeForm';
import { challengeEnded, codeMethod, waitAfter } from './second-factor';
import { useCountdown } from './use-countdown';
import './login-verification.css';

type SmsState = 'sending' | 'sent' | 'failed';

/**
 * The six-digit code (sent as soon as the sixth digit is typed) by SMS or from the authenticator
 * app, or a backup code instead. An SMS code is sent on arrival; another only after 30 seconds. A
 * refusal with a wait (TOO_MANY_REQUESTS) says the wait and keeps the code closed until it passes.
 */
export function SecondFactorForm({ challenge }: { challenge: MfaChallengeAnswer }) {
  const { t } = useTranslation();
  const { api, session, toasts } = useShellServices();
  const method = codeMethod(challenge);
  const [mode, setMode] = useState<'code' | 'backupCode'>('code');
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState(false);
  const [sms, setSms] = useState<SmsState>('sending');
  const [smsProblem, setSmsProblem] = useState<string | undefined>();
  const [backupCodesExist, setBackupCodesExist] = useState(false);
  const resend = useCountdown();
  const blocked = useCountdown();
  const smsRequested = useRef(false);

  const refused = (error: unknown): string | undefined => {
    if (challengeEnded(error)) {
      setEnded(true);
      return undefined;
    }
    return errorText(t, error);
  };

  const sendSms = async (again: boolean) => {
    setSmsProblem(undefined);
    try {
      await api.requestSmsLoginCode(challenge.mfa_token);
      setSms('sent');
      resend.start(OTP_RESEND_SECONDS);
      if (again) toasts.show(t('loginVerification.codeResent'), 'success');
    } catch (error) {
      // A code sent less than 30 s ago is still good: say the wait, keep the code open.
      const wait = waitAfter(error);
      setSms(wait > 0 || again ? 'sent' : 'failed');
      if (wait > 0) resend.start(wait);
      setSmsProblem(refused(error));
    }
  };

  useEffect(() => {
    if (method !== 'sms' || smsRequested.current) return;
    smsRequested.current = true;
    void sendSms(false);
    // Once per challenge (the form is keyed by it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let current = true;
    api.backupCodeExistence(challenge.user_id, challenge.mfa_token).then(
      ({ exists }) => current && setBackupCodesExist(exists),
      () => undefined, // no link to backup codes then; the code still works
    );
    return () => {
      current = false;
    };
  }, [api, challenge]);

  const verify = async (typed: string) => {
    const invalid = codeProblem(typed);
    if (invalid) return setProblem(t(`validation.${invalid}`));
    setBusy(true);
    setProblem(undefined);
    try {
      await session.signInFlow.completeSecondFactor(method, typed);
    } catch (error) {
      setCode('');
      setAttempt((n) => n + 1); // a fresh input, focused on its first cell
      setProblem(refused(error));
      const wait = waitAfter(error);
      if (wait > 0) blocked.start(wait);
      setBusy(false);
    }
  };

  if (ended) {
    return (
      <>
        <p className="form-error" role="alert">
          {t('loginVerification.expired')}
        </p>
        <p className="logged-out-links">
          <Link to="/login" onClick={() => session.signInFlow.cancelSecondFactor()}>
            {t('loginVerification.logInAgain')}
          </Link>
        </p>
      </>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };
  const closed = busy || blocked.seconds > 0;

  return (
    <>
      {mode === 'backupCode' ? (
        <BackupCodeForm onEnded={() => setEnded(true)} />
      ) : (
        <form className="logged-out-form login-verification-form" noValidate onSubmit={onSubmit}>
          <p>
            {method === 'authenticator'
              ? t('loginVerification.authenticatorIntro')
              : t(sms === 'sending' ? 'loginVerification.smsSending' : 'loginVerification.smsIntro', { phone: challenge.phone_number ?? '' })}
          </p>
          <CodeInput
            key={attempt}
            label={t('loginVerification.code')}
            required
            value={code}
            onChange={setCode}
            onComplete={(full) => void verify(full)}
            error={problem}
            disabled={closed}
            autoFocus
          />
          {method === 'sms' ? (
            <div className="login-verification-resend">
              {smsProblem ? (
                <p className="form-error" role="alert">
                  {smsProblem}
                </p>
              ) : null}
              <Button variant="ghost" onClick={() => void sendSms(true)} disabled={sms === 'sending' || resend.seconds > 0}>
                {resend.seconds > 0 ? t('loginVerification.resendIn', { count: resend.seconds }) : t('loginVerification.resend')}
              </Button>
            </div>
          ) : null}
          <Button type="submit" busy={busy} disabled={blocked.seconds > 0}>
            {busy ? t('loginVerification.verifying') : t('loginVerification.verify')}
          </Button>
        </form>
      )}
      <p className="logged-out-links login-verification-links">
        {backupCodesExist ? (
          <Button
            variant="ghost"
            onClick={() => {
              setProblem(undefined);
              setMode(mode === 'code' ? 'backupCode' : 'code');
            }}
          >
            {mode === 'code' ? t('loginVerification.useBackupCode') : t('loginVerification.useCode')}
          </Button>
        ) : null}
        <Link to="/login" onClick={() => session.signInFlow.cancelSecondFactor()}>
          {t('loginVerification.backToLogin')}
        </Link>
      </p>
    </>
  );
}
