import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface PopoverProps {
  /** The button's content; `label` names it for assistive technology when the content is not text. */
  button: ReactNode;
  label?: string;
  className?: string;
  align?: 'start' | 'end';
  /** The panel; `close` closes it (after a choice). */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a panel below it (the disclosure pattern): Escape or a click outside
 * closes it and focus returns to the button.
 */
export function Popover({ button, label, className, align = 'end', children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <div ref={root} className={`popover ${className ?? ''}`}>
      <button
        ref={trigger}
        type="button"
        className="popover-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {button}
      </button>
      {open ? (
        <div id={panelId} className={`popover-panel popover-panel--${align}`}>
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
