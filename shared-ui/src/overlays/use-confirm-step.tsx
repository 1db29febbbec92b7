import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmationModal } from './ConfirmationModal';

export interface ConfirmStepRequest {
  title: string;
  /** The amount and what follows from it: where the money goes, that it cannot be undone. */
  message: ReactNode;
  /** Names the action and its amount: "Refund Rp 12.500". */
  confirmLabel: string;
  cancelLabel?: string;
}

/**
 * An irreversible money action's last step (a refund, a capture, a withdrawal): `ask` opens a
 * confirmation over the form that says the amount and the consequences, and resolves true when
 * the merchant confirms, false when they go back. A form's submit handler awaits it, so its
 * submitting state, its errors and its retries stay the form's own
 * (docs/decisions/0067-responsive-tables-dates-and-amounts.md).
 */
export function useConfirmStep(): { ask: (request: ConfirmStepRequest) => Promise<boolean>; confirmation: ReactNode } {
  const [request, setRequest] = useState<ConfirmStepRequest | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const ask = useCallback((next: ConfirmStepRequest) => {
    answer.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);
  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setRequest(null);
  };
  const confirmation = request ? (
    <ConfirmationModal
      isOpen
      tone="info"
      title={request.title}
      message={request.message}
      confirmLabel={request.confirmLabel}
      cancelLabel={request.cancelLabel}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null;
  return { ask, confirmation };
}
