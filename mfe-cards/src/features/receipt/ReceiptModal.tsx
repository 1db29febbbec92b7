import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { receiptOf, type ReceiptContent } from '../../rules/receipt';
import { saveFile, useHostApi } from 'shared-contracts/react';
import { useDisplay } from '../shared/use-display';
import './receipt.css';

/** Starts fetching the PDF code when the owner points at or focuses the download (decision 0026). */
const prefetchPdf = () => void import('./receipt-pdf').then(() => import('jspdf'));

function ReceiptView({ receipt }: { receipt: ReceiptContent }) {
  const { t } = useTranslation('cards');
  return (
    <article className="mdp-cards-receipt" aria-labelledby="mdp-cards-receipt-title">
      <header className="mdp-cards-receipt-head">
        {receipt.logo ? (
          <img className="mdp-cards-receipt-logo" src={receipt.logo} alt={t('receipt.logo', { name: receipt.businessName })} />
        ) : (
          <p className="mdp-cards-receipt-name">{receipt.businessName}</p>
        )}
        <h3 id="mdp-cards-receipt-title">{t('receipt.title')}</h3>
      </header>
      <dl className="mdp-cards-receipt-rows">
        {receipt.rows.map((row) => (
          <div key={row.key} data-key={row.key}>
            <dt>{t(`receipt.fields.${row.key}`)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mdp-cards-receipt-footer">{t('receipt.footer')}</p>
    </article>
  );
}

/**
 * The payment receipt (spec 02 §2 modals, §3 payment proof, §9 file name): shown as a printable view,
 * printed by the browser with the print stylesheet, or downloaded as a PDF made in the browser.
 */
const ReceiptModal = observer(function ReceiptModal({ payment, onClose }: { payment: CardPaymentDetail; onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const display = useDisplay(hostApi);
  const receipt = receiptOf(payment, hostApi.session.business, {
    time: display.time,
    method: (card) => t('receipt.method', { brand: card.brand, type: t(`receipt.cardTypes.${card.type}`) }),
  });
  const [making, setMaking] = useState(false);

  const download = async () => {
    setMaking(true);
    try {
      const { receiptPdf } = await import('./receipt-pdf');
      const pdf = await receiptPdf(receipt, { title: t('receipt.title'), label: (key) => t(`receipt.fields.${key}`), footer: t('receipt.footer') });
      saveFile(receipt.fileName, 'application/pdf', pdf);
    } catch (error) {
      hostApi.reportError(error, { remote: 'cards', phase: 'receipt' });
      hostApi.toasts.show(t('errorMessages.unexpectedError'), 'error');
    } finally {
      setMaking(false);
    }
  };

  return (
    <Modal
      isOpen
      isDismissable
      size="large"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('receipt.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('receipt.print')}
          </Button>
          <Button busy={making} onClick={() => void download()} onPointerEnter={prefetchPdf} onFocus={prefetchPdf}>
            {t('receipt.download')}
          </Button>
        </>
      }
    >
      <ReceiptView receipt={receipt} />
    </Modal>
  );
});

export default ReceiptModal;
