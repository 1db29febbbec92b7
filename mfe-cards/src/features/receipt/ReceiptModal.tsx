import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CardPaymentDetail } from 'shared-contracts/areas/cards/card-payment';
import { saveFile, useHostApi } from 'shared-contracts/react';
import { documentPdf, PrintableDocument, PrintableDocumentModal } from 'shared-ui/overlays';
import { receiptOf } from '../../rules/receipt';
import { useDisplay } from '../shared/use-display';
import { receiptDocument } from './receipt-document';

/** The PDF library, fetched when the owner points at or focuses the download (decision 0026). */
const loadJsPdf = () => import('jspdf');

/**
 * The card payment's receipt (spec 02 §2 modals, §9 file name): shared-ui's printable document,
 * printed by the browser or downloaded as a PDF made in the browser (decision 0026).
 */
const ReceiptModal = observer(function ReceiptModal({ payment, onClose }: { payment: CardPaymentDetail; onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const display = useDisplay(hostApi);
  const receipt = receiptOf(payment, hostApi.session.business, {
    time: display.time,
    method: (card) => t('receipt.method', { brand: card.brand, type: t(`receipt.cardTypes.${card.type}`) }),
  });
  const content = receiptDocument(receipt, t);

  const download = async () => {
    try {
      const { jsPDF } = await loadJsPdf();
      const pdfTitle = `${content.title} ${receipt.rows.find((row) => row.key === 'externalId')?.value ?? ''}`.trim();
      saveFile(receipt.fileName, 'application/pdf', await documentPdf(jsPDF, content, { pdfTitle }));
    } catch (error) {
      hostApi.reportError(error, { remote: 'cards', phase: 'receipt' });
      hostApi.toasts.show(t('errorMessages.unexpectedError'), 'error');
    }
  };

  return (
    <PrintableDocumentModal
      title={content.title}
      labels={{ print: t('receipt.print'), download: t('receipt.download') }}
      onDownload={download}
      onDownloadIntent={() => void loadJsPdf()}
      onClose={onClose}
    >
      <PrintableDocument content={content} />
    </PrintableDocumentModal>
  );
});

export default ReceiptModal;
