import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Popover as AriaPopover } from 'react-aria-components/Popover';
import { cx } from '../class-names';
import { useUiLocale } from '../texts/UiTextProvider';
import type { OverlayTriggerProps } from './trigger';
import '../actions/actions.css';
import './overlays.css';

export interface PopoverProps extends OverlayTriggerProps {
  /** Names the panel (a dialog) for assistive technology. */
  title: string;
  /** The panel's content; `close` closes it and returns focus to the trigger (after a choice). */
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
}

/**
 * A button that opens a panel next to it (react-aria-components' DialogTrigger and Popover): for
 * content that is not a list of actions, such as a profile with a search box and buttons. Focus
 * moves into the panel and stays there, Escape or a click outside closes it, and focus returns to
 * the trigger. For a list of actions use `Menu`.
 */
export function Popover({
  trigger,
  triggerLabel,
  triggerVariant = 'ghost',
  triggerClassName,
  triggerAutoFocus,
  defaultOpen,
  isOpen,
  onOpenChange,
  placement = 'bottom end',
  title,
  children,
  className,
}: PopoverProps) {
  const locale = useUiLocale();
  return (
    <I18nProvider locale={locale}>
      <DialogTrigger defaultOpen={defaultOpen} isOpen={isOpen} onOpenChange={onOpenChange}>
        <Button className={cx('mdp-button', triggerClassName)} data-variant={triggerVariant} aria-label={triggerLabel} aria-haspopup="dialog" autoFocus={triggerAutoFocus}>
          {trigger}
        </Button>
        <AriaPopover className="mdp-popover" placement={placement} offset={4}>
          <Dialog className={cx('mdp-popover-dialog', className)} aria-label={title}>
            {({ close }) => (typeof children === 'function' ? children(close) : children)}
          </Dialog>
        </AriaPopover>
      </DialogTrigger>
    </I18nProvider>
  );
}
