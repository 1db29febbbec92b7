import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError, type Business, type User } from 'shared-contracts';
import type { SignInSummary } from 'shared-contracts/gateway';
import { Button, Card, ErrorState, Skeleton } from 'shared-ui';
import { countryOf, formatDateTime, timeZoneOf } from 'shared-contracts/rules';
import { ConfirmationModal } from 'shared-ui/overlays';
import { useShellServices } from '../platform/shell-context';
import { errorText } from '../toasts/error-text';
import { deviceOf } from './device-name';

/** A moment in the business's country's order and the user's time zone (spec 02 §9). */
function When({ value, user, business }: { value: string; user: User; business: Business }) {
  return <time dateTime={value}>{formatDateTime(value, countryOf(business), { timeZone: timeZoneOf(user) })}</time>;
}

type Reading = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; signIns: SignInSummary[] };

/** "Chrome on Windows", or what is known of it. */
function useDeviceName() {
  const { t } = useTranslation();
  return (signIn: SignInSummary): string => {
    const { browser, os } = deviceOf(signIn.user_agent);
    if (browser && os) return t('profile.signIns.deviceOn', { browser, os });
    return browser ?? os ?? t('profile.signIns.unknownDevice');
  };
}

/**
 * The user's sign-ins that still work (GET /api/user/sign-ins): this one first and marked, each
 * with its browser, business, address, sign-in time and last activity; any other can be signed out,
 * or all of them at once after a confirmation. `version` reads them again (after a password change).
 */
export function SignInsSection({ user, business, version = 0 }: { user: User; business: Business; version?: number }) {
  const { t } = useTranslation();
  const { api, toasts } = useShellServices();
  const deviceName = useDeviceName();
  const [reading, setReading] = useState<Reading>({ status: 'loading' });
  const [ending, setEnding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const read = useCallback(() => {
    let current = true;
    setReading({ status: 'loading' });
    api.signIns().then(
      (answer) => current && setReading({ status: 'ready', signIns: answer.sign_ins }),
      () => current && setReading({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api]);
  useEffect(read, [read, version]);

  const endOne = async (signIn: SignInSummary) => {
    setEnding(signIn.id);
    try {
      await api.endSignIn(signIn.id);
      toasts.show(t('profile.signIns.ended'), 'success');
    } catch (error) {
      // Ended meanwhile (NOT_FOUND_ERROR): the list below is read again either way.
      if (!(isGatewayError(error) && error.code === 'NOT_FOUND_ERROR')) toasts.show(errorText(t, error), 'error');
    } finally {
      setEnding(null);
      read();
    }
  };

  const endOthers = async () => {
    setConfirming(false);
    setEnding('others');
    try {
      const { ended } = await api.endOtherSignIns();
      toasts.show(t('profile.signIns.endedAll', { count: ended }), 'success');
    } catch (error) {
      toasts.show(errorText(t, error), 'error');
    } finally {
      setEnding(null);
      read();
    }
  };

  const others = reading.status === 'ready' ? reading.signIns.filter((signIn) => !signIn.current) : [];

  return (
    <Card aria-labelledby="profile-sign-ins" className="profile-card profile-card--wide">
      <h2 id="profile-sign-ins">{t('profile.signIns.title')}</h2>
      <p className="profile-hint">{t('profile.signIns.hint')}</p>
      {reading.status === 'loading' ? <Skeleton label={t('profile.signIns.loading')} /> : null}
      {reading.status === 'failed' ? (
        <ErrorState headingLevel={3} title={t('profile.signIns.failed')} onRetry={() => void read()} retryLabel={t('profile.signIns.retry')} />
      ) : null}
      {reading.status === 'ready' ? (
        <>
          <ul className="profile-sign-ins" aria-labelledby="profile-sign-ins">
            {reading.signIns.map((signIn) => {
              const name = deviceName(signIn);
              return (
                <li key={signIn.id} className="profile-sign-in" data-current={signIn.current || undefined}>
                  <div className="profile-sign-in-facts">
                    <h3 className="profile-sign-in-device">
                      {name}
                      {signIn.current ? <span className="profile-this-device">{t('profile.signIns.thisDevice')}</span> : null}
                    </h3>
                    <p className="profile-sign-in-where">
                      {[signIn.business_name ? t('profile.signIns.business', { business: signIn.business_name }) : null, signIn.ip_address ? t('profile.signIns.from', { ip: signIn.ip_address }) : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <dl className="profile-sign-in-times">
                      <div>
                        <dt>{t('profile.signIns.signedIn')}</dt>
                        <dd>
                          <When value={signIn.created} user={user} business={business} />
                        </dd>
                      </div>
                      <div>
                        <dt>{t('profile.signIns.lastActive')}</dt>
                        <dd>
                          <When value={signIn.last_used} user={user} business={business} />
                        </dd>
                      </div>
                    </dl>
                  </div>
                  {signIn.current ? null : (
                    <Button variant="secondary" busy={ending === signIn.id} disabled={ending !== null && ending !== signIn.id} onClick={() => void endOne(signIn)}>
                      {t('profile.signIns.signOut')}
                      <span className="visually-hidden"> {name}</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length === 0 ? (
            <p className="profile-hint">{t('profile.signIns.onlyThis')}</p>
          ) : (
            <div className="profile-actions">
              <Button variant="danger" busy={ending === 'others'} disabled={ending !== null} onClick={() => setConfirming(true)}>
                {t('profile.signIns.signOutAll')}
              </Button>
            </div>
          )}
        </>
      ) : null}
      {confirming ? (
        <ConfirmationModal
          isOpen
          tone="danger"
          title={t('profile.signIns.confirmTitle')}
          message={t('profile.signIns.confirmBody', { count: others.length })}
          confirmLabel={t('profile.signIns.confirm')}
          cancelLabel={t('profile.signIns.cancel')}
          onConfirm={() => void endOthers()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Card>
  );
}
