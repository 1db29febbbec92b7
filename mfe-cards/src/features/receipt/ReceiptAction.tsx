import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { Button } from 'shared-ui';
import { hasReceipt } from '../../rules/receipt';

// The receipt view and shared-ui/overlays load when asked for; the PDF library later still, on download.
const ReceiptModal = lazy(() => import('./ReceiptModal'));

/** The receipt of a paid (captured) payment: whoever may read the payment may print its proof. */
export function ReceiptAction({ payment }: { payment: CardPaymentDetail }) {
  const { t } = useTranslation('cards');
  const [open, setOpen] = useState(false);
  if (!hasReceipt(payment)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={() => void import('./ReceiptModal')}>
        {t('receipt.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReceiptModal payment={payment} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
