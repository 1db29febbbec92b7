import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-contracts';
import { Button, Card } from 'shared-ui';
import { StatusBadge } from 'shared-ui/data';

// The post-login reminder's verification flow (spec 01 §4), loaded when it opens.
const PhoneVerificationModal = lazy(() => import('../phone/PhoneVerificationModal'));

type Opened = null | 'verify' | 'change';

/**
 * The phone number with whether it is verified; adding, verifying or changing it goes through the
 * verification (a code to the new number; the number is the account's once verified), with the
 * profile phone's message keys (spec 02 §5).
 */
export function PhoneSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>(null);
  const phone = user.phone_number;
  return (
    <Card aria-labelledby="profile-phone" className="profile-card">
      <h2 id="profile-phone">{t('profile.phone.title')}</h2>
      {phone ? (
        <p className="profile-phone">
          <span className="profile-phone-number">{phone}</span>{' '}
          <StatusBadge
            status={user.is_phone_number_verified ? 'VERIFIED' : 'UNVERIFIED'}
            tone={user.is_phone_number_verified ? 'success' : 'warning'}
            label={user.is_phone_number_verified ? t('profile.phone.verified') : t('profile.phone.unverified')}
          />
        </p>
      ) : (
        <p>{t('profile.phone.none')}</p>
      )}
      <p className="profile-hint">{t('profile.phone.hint')}</p>
      <div className="profile-actions">
        {phone && !user.is_phone_number_verified ? <Button onClick={() => setOpened('verify')}>{t('profile.phone.verify')}</Button> : null}
        <Button variant={phone && !user.is_phone_number_verified ? 'secondary' : 'primary'} onClick={() => setOpened('change')}>
          {phone ? t('profile.phone.change') : t('profile.phone.add')}
        </Button>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <PhoneVerificationModal
            messages="profile"
            initialPhone={opened === 'verify' ? (phone ?? '') : ''}
            onClose={() => setOpened(null)}
            onVerified={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
