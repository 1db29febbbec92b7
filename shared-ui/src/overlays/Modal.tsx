import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
import { useUiLocale, useUiText } from '../texts/UiTextProvider';
import '../actions/actions.css';
import './overlays.css';

export interface ModalProps {
  isOpen: boolean;
  /** Called with false when the user closes it (Escape, the close button, outside when dismissable). */
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Closes on a click outside; off for dialogs that ask for a decision. */
  isDismissable?: boolean;
  /** Hides the × button (the footer must offer a way out). */
  hideCloseButton?: boolean;
  /** `alertdialog` for decisions that interrupt (session timeout, destructive confirmation). */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  /** `drawer` slides in from the side. */
  kind?: 'modal' | 'drawer';
}

/**
 * A modal dialog (react-aria-components): focus is trapped and restored, the page behind is
 * inert, Escape closes, the title names it.
 */
export function Modal({ isOpen, onOpenChange, title, children, footer, isDismissable = false, hideCloseButton = false, role = 'dialog', size = 'medium', kind = 'modal' }: ModalProps) {
  const t = useUiText();
  const locale = useUiLocale();
  return (
    <I18nProvider locale={locale}>
      <ModalOverlay className="mdp-overlay" data-kind={kind} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
        <AriaModal className="mdp-modal" data-kind={kind} data-size={size}>
          <Dialog className="mdp-dialog" role={role}>
            <div className="mdp-dialog-header">
              <Heading slot="title" level={2} className="mdp-dialog-title">
                {title}
              </Heading>
              {hideCloseButton ? null : (
                <Button slot="close" className="mdp-button mdp-icon-button" data-variant="ghost" aria-label={t('close')}>
                  <span aria-hidden="true">×</span>
                </Button>
              )}
            </div>
            <div className="mdp-dialog-body">{children}</div>
            {footer ? <div className="mdp-dialog-footer">{footer}</div> : null}
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </I18nProvider>
  );
}

export type DrawerProps = Omit<ModalProps, 'kind' | 'size'>;

/** A panel from the side (filters, details on mobile): a modal dialog, dismissable by default. */
export function Drawer({ isDismissable = true, ...props }: DrawerProps) {
  return <Modal {...props} isDismissable={isDismissable} kind="drawer" />;
}
