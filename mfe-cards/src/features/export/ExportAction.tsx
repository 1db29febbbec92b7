import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import type { PaymentFilters } from '../../rules/payment-filters';
import { useRequestedAction } from 'shared-contracts/react';

// The modal, its pickers and shared-ui/overlays load when the user asks to export.
const ExportModal = lazy(() => import('./ExportModal'));

export function ExportAction({ filters }: { filters: PaymentFilters }) {
  const { t } = useTranslation('cards');
  const [open, setOpen] = useState(false);
  // "Export transactions" in the command palette opens the modal.
  useRequestedAction('export-transactions', true, () => setOpen(true));
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={() => void import('./ExportModal')}>
        {t('export.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ExportModal filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
