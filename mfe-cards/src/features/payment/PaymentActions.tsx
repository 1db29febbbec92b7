import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { formatMoney } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Banner, Button } from 'shared-ui';
import { useCaptureToken } from '../../api/capture-token';
import { FailureModal } from '../shared/FailureModal';
import { CaptureConfirmation } from './CaptureConfirmation';

// The form, shared-ui/forms and shared-ui/overlays load when the owner asks to refund.
const RefundModal = lazy(() => import('../refund/RefundModal'));

/** Who may move money: refunds and captures need can_edit (spec 02 §6; the gateway checks it too). */
const canEdit = (hostApi: HostApi) => hostApi.session.user?.can_edit === true;

/** The refund button, or why a refund is not possible (spec 02 §8's notes). */
export const RefundAction = observer(function RefundAction({ payment }: { payment: CardPaymentDetail }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const [open, setOpen] = useState(false);
  if (!payment.refund.available) {
    return (
      <Banner tone={payment.refund.reason === 'fullyRefunded' ? 'success' : 'info'} role="none">
        {t(`refund.unavailable.${payment.refund.reason}`)}
      </Banner>
    );
  }
  if (!canEdit(hostApi)) return null;
  const { remaining } = payment.refund;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={() => void import('../refund/RefundModal')}>
        {t('refund.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RefundModal payment={payment} remaining={remaining} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
});

/** Capture of an authorised-only payment, where its state allows it. */
export const CaptureAction = observer(function CaptureAction({ payment }: { payment: CardPaymentDetail }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const capture = useCaptureToken(hostApi, payment.id, payment.token_id);
  const [confirming, setConfirming] = useState(false);
  if (!payment.can_capture || !canEdit(hostApi)) return null;
  return (
    <>
      <Button onClick={() => setConfirming(true)}>{t('capture.open')}</Button>
      <CaptureConfirmation
        isOpen={confirming && !capture.isError}
        amount={formatMoney(payment.amount, payment.currency)}
        busy={capture.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          capture.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              hostApi.toasts.show(t('capture.done'), 'success');
            },
          })
        }
      />
      <FailureModal
        isOpen={capture.isError}
        onClose={() => {
          capture.reset();
          setConfirming(false);
        }}
      />
    </>
  );
});
