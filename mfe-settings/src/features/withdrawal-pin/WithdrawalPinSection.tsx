import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pinConfirmationFor } from 'shared-contracts/areas/settings/settings';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { PinSetupModal } from './PinSetupModal';

/** #withdrawal-pin: whether the PIN is set, and setting or changing it (those who may withdraw). */
export const WithdrawalPinSection = observer(function WithdrawalPinSection() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const user = hostApi.session.user;
  if (!user?.can_withdraw) return null;
  return (
    <section className="mdp-settings-section" id="withdrawal-pin" aria-labelledby="withdrawal-pin-title">
      <div className="mdp-settings-section-head">
        <h2 id="withdrawal-pin-title">{t('pin.sectionTitle')}</h2>
        <Button variant={user.is_pin_set ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
          {user.is_pin_set ? t('pin.change') : t('pin.set')}
        </Button>
      </div>
      <p>{user.is_pin_set ? t('pin.isSet') : t('pin.notSet')}</p>
      <p className="mdp-settings-muted">{t(`pin.confirmsBy.${pinConfirmationFor(user)}`)}</p>
      {open ? <PinSetupModal onClose={() => setOpen(false)} /> : null}
    </section>
  );
});
