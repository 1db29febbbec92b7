import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { phoneReminderShown, showsPhoneReminder } from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';

// Loaded only when the reminder is due: the first route carries neither react-aria nor these.
const PhoneReminderModal = lazy(() => import('./PhoneReminderModal'));
const PhoneVerificationModal = lazy(() => import('./PhoneVerificationModal'));

type Step = 'hidden' | 'reminder' | 'verify';

/**
 * After sign-in, once: the phone reminder for authenticator users without a verified phone whose
 * remind date has passed (spec 01 §4). Showing it writes the entry ACTIVE with a remind date 7 days
 * ahead (PATCH /api/users/update_notification) and re-reads the user.
 */
export const PhoneReminder = observer(function PhoneReminder() {
  const { api, session, report } = useShellServices();
  const [step, setStep] = useState<Step>('hidden');
  const decidedFor = useRef<string | null>(null);
  const user = session.user;

  useEffect(() => {
    if (!user || decidedFor.current === user.user_id) return;
    decidedFor.current = user.user_id;
    const now = Date.now();
    if (!showsPhoneReminder(user, now)) return;
    setStep('reminder');
    api
      .updateAccountNotifications([phoneReminderShown(now)])
      .then(() => session.rereadUser())
      .catch((error: unknown) => report(error, { phase: 'phone reminder' }));
  }, [user, api, session, report]);

  if (step === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      {step === 'reminder' ? (
        <PhoneReminderModal onVerify={() => setStep('verify')} onLater={() => setStep('hidden')} />
      ) : (
        <PhoneVerificationModal onClose={() => setStep('hidden')} onVerified={() => setStep('hidden')} />
      )}
    </Suspense>
  );
});
