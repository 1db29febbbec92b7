import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showsMessagingConsent, showsPhoneReminder } from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';

// Loaded only when it is asked: the first route carries neither react-aria nor this.
const MessagingConsentModal = lazy(() => import('./MessagingConsentModal'));

/**
 * After sign-in, the messaging consent (spec 01 §4) when it is not recorded, a phone exists and the
 * account is past the early states; a "Not now" is asked again after 14 days. Decided once per
 * user and page load, and never in the same sign-in as the phone reminder: one prompt at a time.
 * Allow and Not now are recorded with the current time (PATCH /api/user/im-consent), then the user
 * is re-read.
 */
export const MessagingConsent = observer(function MessagingConsent() {
  const { t } = useTranslation();
  const { api, session, toasts, report } = useShellServices();
  const [phone, setPhone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decidedFor = useRef<string | null>(null);
  const { user, business } = session;

  useEffect(() => {
    if (!user || !business || decidedFor.current === user.user_id) return;
    decidedFor.current = user.user_id;
    const now = Date.now();
    if (showsPhoneReminder(user, now) || !showsMessagingConsent(user, business, now)) return;
    setPhone(user.phone_number);
  }, [user, business]);

  if (phone === null) return null;
  const answer = async (accepted: boolean) => {
    setBusy(true);
    try {
      await api.recordImConsent({ accepted, timestamp: new Date().toISOString() });
      await session.rereadUser();
    } catch (error) {
      report(error, { phase: 'messaging consent' });
      toasts.show(t('consent.failed'), 'error');
    } finally {
      setBusy(false);
      setPhone(null);
    }
  };
  return (
    <Suspense fallback={null}>
      <MessagingConsentModal phone={phone} busy={busy} onAnswer={(accepted) => void answer(accepted)} />
    </Suspense>
  );
});
