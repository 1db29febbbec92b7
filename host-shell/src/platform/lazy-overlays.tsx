import { useEffect, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from 'shared-ui';
import type * as Overlays from 'shared-ui/overlays';

// shared-ui/overlays carries react-aria (about 60 KB gzip): the first route must not pay for it
// (docs/decisions/0021-header-overlays-on-intent.md). The shell fetches it the first time someone
// points at, focuses or presses a header trigger, or when a dialog has to show.

export type OverlaysModule = typeof Overlays;

let loaded: OverlaysModule | undefined;
let loading: Promise<OverlaysModule> | undefined;
const listeners = new Set<() => void>();

/** Fetches shared-ui/overlays once; a failed fetch is tried again at the next intent. */
export function loadOverlays(): Promise<OverlaysModule> {
  loading ??= import('shared-ui/overlays').then(
    (module) => {
      loaded = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** shared-ui/overlays once it is here (for every component at once), else undefined. */
export function useOverlays(): OverlaysModule | undefined {
  return useSyncExternalStore(subscribe, () => loaded, () => undefined);
}

/** What the real trigger needs to take over from the light one. */
export interface TakeOver {
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  /** The light trigger was pressed: the real one takes the focus (and opens one commit later). */
  triggerAutoFocus: boolean;
  /** Open state, kept here so that a press on the light trigger opens the real one. */
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface DeferredTriggerProps {
  /** A menu (`Menu`) or a panel (`Popover`); the light trigger says the same to assistive technology. */
  popup: 'menu' | 'dialog';
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  /** Renders the real Menu or Popover with the trigger props it is handed. */
  children: (overlays: OverlaysModule, takeOver: TakeOver) => ReactNode;
}

/**
 * A header trigger that costs the first route nothing: until shared-ui/overlays is loaded it is a
 * plain button that looks the same; pointing at it, focusing it or pressing it fetches the library,
 * and the real Menu or Popover takes its place (a focused one when it is pressed or left), focused
 * and open if the user pressed it.
 */
export function DeferredTrigger({ popup, trigger, triggerLabel, triggerClassName, children }: DeferredTriggerProps) {
  const overlays = useOverlays();
  const [focused, setFocused] = useState(false);
  const [openAsked, setOpenAsked] = useState(false); // stays true: the real trigger stays once pressed
  const [isOpen, setOpen] = useState(false);
  // Opens one commit after the real trigger mounted and took the focus (its own effect runs
  // first), so that the menu records the trigger as where focus returns when it closes.
  useEffect(() => {
    if (overlays && openAsked) setOpen(true);
  }, [overlays, openAsked]);
  // A focused light trigger stays until it is pressed or left: replacing the focused element would
  // leave focus on <body> for the moment before the new one takes it, and a key pressed then is lost.
  if (overlays && (!focused || openAsked)) {
    return children(overlays, { trigger, triggerLabel, triggerClassName, triggerAutoFocus: openAsked, isOpen, onOpenChange: setOpen });
  }

  const load = () => {
    loadOverlays().catch(() => undefined); // the light trigger stays; the next intent tries again
  };
  const open = () => {
    setOpenAsked(true);
    load();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The menu-button pattern also opens with the arrow keys.
    if (popup === 'menu' && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      open();
    }
  };
  return (
    <Button
      variant="ghost"
      className={triggerClassName}
      aria-label={triggerLabel}
      aria-haspopup={popup === 'menu' ? 'true' : 'dialog'}
      aria-expanded="false"
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      {trigger}
    </Button>
  );
}
