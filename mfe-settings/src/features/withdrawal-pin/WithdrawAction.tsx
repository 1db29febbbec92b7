import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from 'shared-contracts/areas/settings/settings';
import type { Currency } from 'shared-contracts/rules';
import { useHostApi, useRequestedAction } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { ConfirmationModal } from 'shared-ui/overlays';
import { PinSetupModal } from './PinSetupModal';
import { WithdrawModal } from './WithdrawModal';

type Step = 'closed' | 'askForPin' | 'settingPin' | 'withdrawing';

export interface WithdrawActionProps {
  accounts: readonly BankAccount[];
  bankName: (code: string) => string;
  currency: Currency;
}

/**
 * Where a withdrawal starts (spec 02 §4): a user without a PIN is asked to set one first, and goes on
 * to the withdrawal once it is 'all set up'. Other areas open it by its requested action
 * (`/settings/withdrawals?action=withdraw`, the balance pages' Withdraw); rendered once the accounts are known.
 */
export const WithdrawAction = observer(function WithdrawAction({ accounts, bankName, currency }: WithdrawActionProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const [step, setStep] = useState<Step>('closed');
  const user = hostApi.session.user;
  const allowed = Boolean(user?.can_withdraw) && accounts.length > 0;
  const start = () => setStep(user?.is_pin_set ? 'withdrawing' : 'askForPin');
  useRequestedAction('withdraw', allowed, start);
  if (!user || !allowed) return null;
  const close = () => setStep('closed');
  return (
    <>
      <Button onClick={start}>{t('withdraw.start')}</Button>
      <ConfirmationModal
        isOpen={step === 'askForPin'}
        tone="info"
        title={t('withdraw.needsPinTitle')}
        message={t('withdraw.needsPin')}
        confirmLabel={t('pin.set')}
        cancelLabel={t('form.cancel')}
        onConfirm={() => setStep('settingPin')}
        onCancel={close}
      />
      {step === 'settingPin' ? (
        <PinSetupModal onClose={close} continueLabel={t('withdraw.continue')} onContinue={() => setStep('withdrawing')} />
      ) : null}
      {step === 'withdrawing' ? (
        <WithdrawModal accounts={accounts} bankName={bankName} currency={currency} onClose={close} onPinMissing={() => setStep('askForPin')} />
      ) : null}
    </>
  );
});
