import { useEffect } from 'react';

/**
 * While the form has unsaved changes, a reload or closing the tab asks first (the browser's own
 * question). Moving between steps asks with the page's own dialog (ActivationPage).
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
