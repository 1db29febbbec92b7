import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { ConfirmationModal } from 'shared-ui/overlays';

export interface ConfirmedActionProps {
  /** The button's text, and the confirming button's. */
  label: string;
  title: string;
  /** What follows, said before it happens: it cannot be undone. */
  message: string;
  busy: boolean;
  /** Runs the action; `settled` closes the confirmation, whatever the answer (a refusal is said in a toast). */
  run: (settled: () => void) => void;
}

/**
 * A final action of a detail page (void an invoice, deactivate a link): the button asks first, in
 * the shared confirmation modal (an alert dialog), and the action runs only when confirmed.
 */
export function ConfirmedAction({ label, title, message, busy, run }: ConfirmedActionProps) {
  const { t } = useTranslation('getting-paid');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmationModal
        isOpen={asking}
        tone="danger"
        title={title}
        message={message}
        confirmLabel={label}
        cancelLabel={t('detail.keep')}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => run(() => setAsking(false))}
      />
    </>
  );
}
