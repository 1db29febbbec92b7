import type { ReactNode } from 'react';
import { useUiText } from '../texts/UiTextProvider';
import './feedback.css';

export type Tone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

export interface BannerProps {
  tone?: Tone;
  title?: string;
  children: ReactNode;
  /** A link or button that acts on the message. */
  action?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  /** `alert` interrupts a screen reader; use it for errors that just happened, `status` otherwise. */
  role?: 'status' | 'alert' | 'none';
}

/** A message across the top of a page or a card (account state, errors, notices). */
export function Banner({ tone = 'info', title, children, action, onDismiss, role = 'status' }: BannerProps) {
  const t = useUiText();
  return (
    <div className="mdp-banner" data-tone={tone} role={role === 'none' ? undefined : role}>
      <div className="mdp-banner-body">
        {title ? <strong className="mdp-banner-title">{title}</strong> : null}
        <div>{children}</div>
      </div>
      {action ? <div className="mdp-banner-action">{action}</div> : null}
      {onDismiss ? (
        <button type="button" className="mdp-banner-close" aria-label={t('close')} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
