import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LedgerEntryDetail } from 'shared-contracts/areas/balance/balance';
import { saveFile, useHostApi } from 'shared-contracts/react';
import { documentPdf, PrintableDocument, PrintableDocumentModal } from 'shared-ui/overlays';
import { proofOf } from '../../../rules/bank-transfer-proof';
import { useLedgerDisplay } from '../../shared/use-ledger-display';
import { proofDocument } from './proof-document';

/** The PDF library, fetched when the merchant points at or focuses the download (decision 0026). */
const loadJsPdf = () => import('jspdf');

/**
 * A bank transfer's payment proof (spec 02 §3, §9; issue 41): shared-ui's printable document,
 * printed by the browser or downloaded as a PDF made in the browser (decision 0026).
 */
const ProofModal = observer(function ProofModal({ entry, onClose }: { entry: LedgerEntryDetail; onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('balance');
  const display = useLedgerDisplay(hostApi);
  const proof = proofOf(entry, hostApi.session.business, { time: display.time, method: t('proof.method') });
  if (!proof) return null;
  const content = proofDocument(proof, t);

  const download = async () => {
    try {
      const { jsPDF } = await loadJsPdf();
      const pdfTitle = `${content.title} ${proof.fileName.replace(/\.pdf$/, '')}`;
      saveFile(proof.fileName, 'application/pdf', await documentPdf(jsPDF, content, { pdfTitle }));
    } catch (error) {
      hostApi.reportError(error, { remote: 'balance', phase: 'payment-proof' });
      hostApi.toasts.show(t('proof.failed'), 'error');
    }
  };

  return (
    <PrintableDocumentModal
      title={content.title}
      labels={{ print: t('proof.print'), download: t('proof.download') }}
      onDownload={download}
      onDownloadIntent={() => void loadJsPdf()}
      onClose={onClose}
    >
      <PrintableDocument content={content} />
    </PrintableDocumentModal>
  );
});

export default ProofModal;
