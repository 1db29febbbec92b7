import { observer } from 'mobx-react-lite';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { useShellServices } from '../platform/shell-context';

/**
 * 60 s before the inactivity limit: a modal dialog with the time left and "Stay signed in"
 * (WCAG 2.2.1 Timing Adjustable). The native <dialog> traps focus and is announced.
 */
export const InactivityDialog = observer(function InactivityDialog() {
  const { t } = useTranslation();
  const { inactivity, session } = useShellServices();
  const dialog = useRef<HTMLDialogElement>(null);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const open = inactivity.endsAt !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="inactivity-dialog"
      aria-labelledby="inactivity-title"
      aria-describedby="inactivity-body"
      onCancel={(event) => {
        event.preventDefault(); // Escape means "I am here"
        session.touch(true);
      }}
    >
      <h2 id="inactivity-title">{t('inactivity.title')}</h2>
      <p id="inactivity-body">{t('inactivity.body', { count: inactivity.secondsLeft() })}</p>
      <div className="dialog-actions">
        <Button onClick={() => session.touch(true)} autoFocus>
          {t('inactivity.stay')}
        </Button>
        <Button variant="secondary" onClick={() => void session.signOut()}>
          {t('account.signOut')}
        </Button>
      </div>
    </dialog>
  );
});
