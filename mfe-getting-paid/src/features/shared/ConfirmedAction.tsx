import { useRef, useState } from 'react';
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
  /**
   * Runs the action and calls `settled` with whether it was done: the confirmation closes either way
   * (a refusal is said in a toast). Done, the button is gone with the state it acted on, so the focus
   * goes to the heading of the page header (focusable: the shell focuses it on route change) or list section it stands in rather than
   * being lost; refused, it returns to the button.
   */
  run: (settled: (done: boolean) => void) => void;
}

/** The heading of the page header (its h1) or list section (its h2) an action's button stands in. */
export const headingOf = (element: Element): HTMLElement | null => element.closest('header, section')?.querySelector<HTMLElement>('h1, h2') ?? null;

/** Once an action is done its button is gone with the state it acted on: the focus goes to the heading rather than being lost. */
export function focusHeading(heading: HTMLElement | null) {
  window.setTimeout(() => heading?.isConnected && heading.focus());
}

/**
 * A final action of a detail page (void an invoice, deactivate a link): the button asks first, in
 * the shared confirmation modal (an alert dialog), and the action runs only when confirmed.
 */
export function ConfirmedAction({ label, title, message, busy, run }: ConfirmedActionProps) {
  const { t } = useTranslation('getting-paid');
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="danger"
        onClick={(event) => {
          // A detail page's header has its h1; a section of a list page (an on-demand link) its own h2.
          heading.current = headingOf(event.currentTarget);
          setAsking(true);
        }}
      >
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
        onConfirm={() =>
          run((done) => {
            setAsking(false);
            if (done) focusHeading(heading.current);
          })
        }
      />
    </>
  );
}
