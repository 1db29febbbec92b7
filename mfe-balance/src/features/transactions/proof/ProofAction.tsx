import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerEntryDetail } from 'shared-contracts/areas/balance/balance';
import { Button } from 'shared-ui';
import { hasProof } from '../../../rules/bank-transfer-proof';

// The proof's view and shared-ui/overlays load when asked for; the PDF library later still, on download.
const ProofModal = lazy(() => import('./ProofModal'));

/** A bank transfer's payment proof: whoever may read the entry may print its proof (as the gateway's detail read). */
export function ProofAction({ entry }: { entry: LedgerEntryDetail }) {
  const { t } = useTranslation('balance');
  const [open, setOpen] = useState(false);
  if (!hasProof(entry)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={() => void import('./ProofModal')}>
        {t('proof.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ProofModal entry={entry} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
