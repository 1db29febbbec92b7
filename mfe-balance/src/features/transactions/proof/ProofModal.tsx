import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerEntryDetail } from 'shared-contracts/areas/balance/balance';
import { saveFile, useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { proofOf, type ProofContent } from '../../../rules/bank-transfer-proof';
import { useLedgerDisplay } from '../../shared/use-ledger-display';
import './proof.css';

/** Starts fetching the PDF code when the merchant points at or focuses the download (decision 0026). */
const prefetchPdf = () => void import('./proof-pdf').then(() => import('jspdf'));

function ProofView({ proof }: { proof: ProofContent }) {
  const { t } = useTranslation('balance');
  return (
    <article className="mdp-balance-proof" aria-labelledby="mdp-balance-proof-title">
      <header className="mdp-balance-proof-head">
        {proof.logo ? (
          <img className="mdp-balance-proof-logo" src={proof.logo} alt={t('proof.logo', { name: proof.businessName })} />
        ) : (
          <p className="mdp-balance-proof-name">{proof.businessName}</p>
        )}
        <h3 id="mdp-balance-proof-title">{t('proof.title')}</h3>
      </header>
      <dl className="mdp-balance-proof-rows">
        {proof.rows.map((row) => (
          <div key={row.key} data-key={row.key}>
            <dt>{t(`proof.fields.${row.key}`)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mdp-balance-proof-footer">{t('proof.footer')}</p>
    </article>
  );
}

/**
 * A bank transfer's payment proof (spec 02 §3, §9; issue 41): a printable view, printed by the
 * browser with the print stylesheet, or downloaded as a PDF made in the browser (decision 0026).
 */
const ProofModal = observer(function ProofModal({ entry, onClose }: { entry: LedgerEntryDetail; onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('balance');
  const display = useLedgerDisplay(hostApi);
  const proof = proofOf(entry, hostApi.session.business, { time: display.time, method: t('proof.method') });
  const [making, setMaking] = useState(false);
  if (!proof) return null;

  const download = async () => {
    setMaking(true);
    try {
      const { proofPdf } = await import('./proof-pdf');
      const pdf = await proofPdf(proof, { title: t('proof.title'), label: (key) => t(`proof.fields.${key}`), footer: t('proof.footer') });
      saveFile(proof.fileName, 'application/pdf', pdf);
    } catch (error) {
      hostApi.reportError(error, { remote: 'balance', phase: 'payment-proof' });
      hostApi.toasts.show(t('proof.failed'), 'error');
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
      title={t('proof.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('proof.print')}
          </Button>
          <Button busy={making} onClick={() => void download()} onPointerEnter={prefetchPdf} onFocus={prefetchPdf}>
            {t('proof.download')}
          </Button>
        </>
      }
    >
      <ProofView proof={proof} />
    </Modal>
  );
});

export default ProofModal;
