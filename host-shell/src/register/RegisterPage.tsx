import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { Language } from 'shared-contracts';
import { Button } from 'shared-ui';
import type { LoginState } from '../logged-out/after-login';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import { AccountStep } from './AccountStep';
import { BusinessStep } from './BusinessStep';
import type { AccountValues, BusinessValues } from './register-schema';
import './register.css';

/** Where a new owner goes after logging in from the sent page: the activation form (decision 0073). */
const AFTER_FIRST_LOGIN: LoginState = { from: '/activation' };

type Sent = { email: string; hours: number };

/**
 * /register/{step} (spec 01 §2; issue 41 §1; docs/decisions/0073-register.md), for the brands that
 * have it: 1 the person and a password, 2 the business, 3 "check your email". What was typed stays
 * in this page's memory only (a reload starts again at step 1, the password is never stored); the
 * gateway answers every sign-up alike, so step 3 says what happens for a new and a known email.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const { api, deployment } = useShellServices();
  const navigate = useNavigate();
  const { step } = useParams();
  const [account, setAccount] = useState<AccountValues | null>(null);
  const [business, setBusiness] = useState<Partial<BusinessValues>>({ country_of_operation: 'Indonesia' });
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (step === '2' && !account) return <Navigate to="/register/1" replace />;
  if (step === '3' && !sent) return <Navigate to="/register/1" replace />;
  if (step !== '1' && step !== '2' && step !== '3') return <Navigate to="/register/1" replace />;

  const submit = async (values: BusinessValues) => {
    // Back from step 3 (the browser's Back): the password was dropped once sent, step 1 asks it again.
    if (!account?.password) {
      navigate('/register/1');
      return;
    }
    setFailure(null);
    setBusiness(values);
    try {
      const email = account.email.trim();
      const answer = await api.register({
        email,
        password: account.password,
        full_name: account.full_name.trim(),
        business_name: values.business_name.trim(),
        country_of_operation: values.country_of_operation,
        business_type: values.business_type,
        phone_number: values.phone_number.trim(),
        terms_accepted: true,
        preferred_language: i18n.language as Language,
        brand: deployment.brand,
      });
      // Sent: the password leaves this page's memory.
      setAccount({ ...account, password: '', confirmation: '' });
      setSent({ email, hours: Math.round(answer.link_expires_in / 3600) });
      navigate('/register/3');
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };
  const startAgain = () => {
    setSent(null);
    setAccount(null);
    navigate('/register/1');
  };

  if (step === '3' && sent) {
    return (
      <>
        <h1 tabIndex={-1}>{t('register.sent.title')}</h1>
        <p role="status">{t('register.sent.body', sent)}</p>
        <p>{t('register.sent.next')}</p>
        <p className="logged-out-links">
          <Link to="/login" state={AFTER_FIRST_LOGIN}>
            {t('register.sent.logIn')}
          </Link>
          <Button variant="secondary" onClick={startAgain}>
            {t('register.sent.anotherEmail')}
          </Button>
        </p>
      </>
    );
  }
  return (
    <>
      <p className="register-step">{t('register.step', { step })}</p>
      <h1 tabIndex={-1}>{t('register.title')}</h1>
      <p className="logged-out-muted">{t('register.intro')}</p>
      {step === '2' && account ? (
        <BusinessStep
          initial={business}
          failure={failure}
          onBack={(values) => {
            setBusiness(values);
            navigate('/register/1');
          }}
          onSubmit={submit}
        />
      ) : (
        <AccountStep
          initial={account ?? { terms_accepted: false }}
          onNext={(values) => {
            setAccount(values);
            navigate('/register/2');
          }}
        />
      )}
      <p className="logged-out-links">
        <span>
          {t('register.haveAccount')} <Link to="/login">{t('register.logIn')}</Link>
        </span>
      </p>
    </>
  );
}
