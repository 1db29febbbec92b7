import { lazy, Suspense, useEffect, useState } from 'react';

const CommandPalette = lazy(() => import(/* webpackChunkName: "command-palette" */ './CommandPalette'));

/** ⌘K on macOS, Ctrl+K elsewhere (the usual palette shortcut); the browser's own use of it is prevented. */
export const isPaletteShortcut = (event: KeyboardEvent): boolean =>
  (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** Listens for the palette's shortcut in the signed-in layout; the palette's code loads on first use. */
export function PaletteLauncher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette onClose={() => setOpen(false)} />
    </Suspense>
  );
}
