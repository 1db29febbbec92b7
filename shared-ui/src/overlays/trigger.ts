import type { ReactNode } from 'react';

/** What the button of a Menu or a Popover shows and how it starts. */
export interface OverlayTriggerProps {
  /** The trigger's content: text, or an icon/badge with `triggerLabel`. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not (only) text. */
  triggerLabel?: string;
  triggerVariant?: 'primary' | 'secondary' | 'ghost';
  triggerClassName?: string;
  /** Focuses the trigger when it mounts (a caller that swaps in this trigger for a focused one). */
  triggerAutoFocus?: boolean;
  /** Opens on first render (stories, a menu a tour points at). */
  defaultOpen?: boolean;
  /** Open or closed, when the caller decides (with `onOpenChange`); otherwise the trigger does. */
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}
