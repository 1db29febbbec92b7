import type { ReactNode } from 'react';
import { Button } from '../actions/Button';
import { useUiText } from '../texts/UiTextProvider';
import { Modal } from './Modal';

export type ConfirmationTone = 'success' | 'danger' | 'info';

const ICONS: Record<ConfirmationTone, string> = { success: '✓', danger: '!', info: 'i' };

export interface ConfirmationModalProps {
  isOpen: boolean;
  /** success, danger or info (spec 01 §2). */
  tone: ConfirmationTone;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  /** Closing by Escape or Cancel. */
  onCancel: () => void;
  /** The cancel button is optional (spec 01 §2); shown by default. */
  showCancel?: boolean;
  /** Button texts default to the caller's translation of "Cancel" and "Okay". */
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed action runs. */
  busy?: boolean;
}

/** The spec's shared confirmation modal: an icon for its tone, a message, Cancel and Okay. */
export function ConfirmationModal({ isOpen, tone, title, message, onConfirm, onCancel, showCancel = true, confirmLabel, cancelLabel, busy }: ConfirmationModalProps) {
  const t = useUiText();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={title}
      role={tone === 'danger' ? 'alertdialog' : 'dialog'}
      size="small"
      hideCloseButton
      footer={
        <>
          {showCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t('cancel')}
            </Button>
          ) : null}
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t('okay')}
          </Button>
        </>
      }
    >
      <div className="mdp-confirmation" data-tone={tone}>
        <span className="mdp-confirmation-icon" aria-hidden="true">
          {ICONS[tone]}
        </span>
        <div>{message}</div>
      </div>
    </Modal>
  );
}
