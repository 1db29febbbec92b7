import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../class-names';
import './actions.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, keeps the label for screen readers and sets aria-busy; the button stays focusable. */
  busy?: boolean;
}

/** A real <button>; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'primary', type = 'button', busy = false, className, children, onClick, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      data-variant={variant}
      aria-busy={busy || undefined}
      onClick={busy ? undefined : onClick}
      className={cx('mdp-button', className)}
    >
      {busy ? <span className="mdp-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
}

/** A link that looks like a button: it navigates, so it is an <a>, never a button with onClick. */
export function LinkButton({ variant = 'secondary', className, ...rest }: LinkButtonProps) {
  return <a {...rest} data-variant={variant} className={cx('mdp-button', className)} />;
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name; an icon alone has none. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
}

/** A square button with an icon and a required accessible name (at least 40×40 px). */
export function IconButton({ label, icon, variant = 'ghost', type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button {...rest} type={type} aria-label={label} title={label} data-variant={variant} className={cx('mdp-button mdp-icon-button', className)}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
