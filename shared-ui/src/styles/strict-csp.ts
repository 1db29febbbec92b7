/**
 * react-aria's usePress adds a <style> element (touch-action for pressable elements, so a tap is
 * not held back by double-tap zoom) unless an element with this id is already in the document.
 * Under the platform's strict Content Security Policy (no 'unsafe-inline', no nonce: decision 0018)
 * the browser refuses that element and reports a violation (adobe/react-spectrum#8273). The rule
 * itself is in tokens.css; this marker tells react-aria it is there.
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/** Called by the entries that render react-aria (overlays, pickers) when they load. */
export function markPressableStyleProvided(): void {
  if (typeof document === 'undefined' || document.getElementById(PRESSABLE_STYLE_ID)) return;
  const marker = document.createElement('meta');
  marker.id = PRESSABLE_STYLE_ID;
  marker.name = 'mdp-note';
  marker.content = 'react-aria pressable style: in shared-ui tokens.css';
  document.head.append(marker);
}
