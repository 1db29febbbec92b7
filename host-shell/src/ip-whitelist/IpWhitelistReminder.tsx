import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  IP_WHITELIST_SETTINGS_PATH,
  ipWhitelistMissing,
  ipWhitelistReminderDue,
  ipWhitelistRemindLater,
  showsMessagingConsent,
  showsPhoneReminder,
} from 'shared-contracts/rules';
import { isStringList, readJson, writeJson } from '../platform/browser-storage';
import { useShellServices } from '../platform/shell-context';

const IpWhitelistReminderModal = lazy(() => import('./IpWhitelistReminderModal'));

const remindedBusinesses = (): string[] => readJson('ipWhitelistReminded', isStringList) ?? [];

/**
 * The IP whitelist reminder (spec 01 §4): for administrators of a live business, once per business
 * per browser, when its entry's remind date has passed or there is no entry yet, a production
 * secret key exists and no cidr_whitelist is set. "Remind me later" sets the entry a month ahead and sends the reminder
 * email; "Agree and set" opens the developers settings' IP whitelist section. Never in the same
 * sign-in as the phone reminder or the messaging consent: one prompt at a time.
 */
export const IpWhitelistReminder = observer(function IpWhitelistReminder() {
  const { t } = useTranslation();
  const { api, session, toasts, report } = useShellServices();
  const navigate = useNavigate();
  const [businessId, setBusinessId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decidedFor = useRef<string | null>(null);
  const { user, business } = session;

  useEffect(() => {
    if (!user || !business) return;
    const key = `${user.user_id}:${business.id}`;
    if (decidedFor.current === key) return;
    decidedFor.current = key;
    const now = Date.now();
    if (showsPhoneReminder(user, now) || showsMessagingConsent(user, business, now)) return;
    if (!ipWhitelistReminderDue(user, business, remindedBusinesses(), now)) return;
    Promise.all([api.secretApiCredentials(business.brand_name), api.apiSettings()])
      .then(([keys, settings]) => {
        const productionKeyExists = keys.data.some((key) => key.environment === 'PRODUCTION');
        // Once per business per browser, whatever the answer: a business with no production key or a
        // whitelist already set is not asked again, and the tours, which stand back while the reminder is
        // due, are not held back for good by a reminder that never shows.
        writeJson('ipWhitelistReminded', [...remindedBusinesses(), business.id]);
        if (!ipWhitelistMissing({ productionKeyExists, cidrWhitelist: settings.cidr_whitelist })) return;
        setBusinessId(business.id);
      })
      .catch((error: unknown) => {
        report(error, { phase: 'IP whitelist reminder' });
        toasts.show(t('errorMessages.ipWhitelistReminderError'), 'error');
      });
  }, [user, business, api, report, toasts, t]);

  if (businessId === null) return null;
  const later = async () => {
    setBusy(true);
    try {
      await api.updateAccountNotifications([ipWhitelistRemindLater(businessId, Date.now())]);
      await api.sendIpWhitelistReminderEmail(businessId);
      await session.rereadUser();
      toasts.show(t('ipWhitelist.remindedLater'), 'info');
    } catch (error) {
      report(error, { phase: 'IP whitelist reminder' });
      toasts.show(t('errorMessages.unexpectedError'), 'error');
    } finally {
      setBusy(false);
      setBusinessId(null);
    }
  };
  return (
    <Suspense fallback={null}>
      <IpWhitelistReminderModal
        busy={busy}
        onAgree={() => {
          setBusinessId(null);
          navigate(IP_WHITELIST_SETTINGS_PATH);
        }}
        onLater={() => void later()}
      />
    </Suspense>
  );
});
