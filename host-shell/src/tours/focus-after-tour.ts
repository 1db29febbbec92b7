/**
 * After a tour closes, react-aria gives focus back to what held it when the tour opened. A tour that
 * opens on its own after sign-in may have found focus nowhere (the login form had gone), or on an
 * element a render has since replaced: then focus would fall to the body. The page's main landmark
 * takes it instead, so keyboard and screen-reader users continue from the page.
 */
export function returnFocusToPage(): void {
  // Two frames: react-aria restores focus in the frame after the overlay unmounts.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body || !active.isConnected) document.getElementById('main')?.focus();
    }),
  );
}
