import type { ReactNode } from 'react';
import './form-parts.css';

export interface FormActionsProps {
  children: ReactNode;
  /**
   * Where the buttons sit: at the end of the row (dialogs and cards, the default) or at its start
   * (a form that reads down the page, like the settings sections).
   */
  align?: 'end' | 'start';
}

/** The row of buttons that ends a form: Cancel then the submit, wrapping on a narrow screen. */
export function FormActions({ children, align = 'end' }: FormActionsProps) {
  return (
    <div className="mdp-form-actions" data-align={align}>
      {children}
    </div>
  );
}

/**
 * Why the form was not sent, announced as it appears (react-final-form's `submitError`, or a
 * refusal the caller words). Renders nothing while there is nothing to say.
 */
export function FormError({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p className="mdp-form-error" role="alert">
      {children}
    </p>
  );
}
