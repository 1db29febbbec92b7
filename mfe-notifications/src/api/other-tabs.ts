import { useEffect } from 'react';

/**
 * Tells the other tabs of this browser (same origin, so the same dashboard) that notifications
 * changed, so their bells refetch (issue 13: "reading in one tab updates the badge in the other
 * tabs"). BroadcastChannel carries no data between tabs but this signal, and stores nothing.
 */
const CHANNEL = 'mdp.notifications';

export function tellOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  // The message is queued for the other tabs when posted; closing at once keeps nothing open.
  const sender = new BroadcastChannel(CHANNEL);
  sender.postMessage('changed');
  sender.close();
}

/** Calls `onChange` when another tab says notifications changed. */
export function useOtherTabsChanges(onChange: () => void): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const receiver = new BroadcastChannel(CHANNEL);
    receiver.onmessage = () => onChange();
    return () => receiver.close();
  }, [onChange]);
}
