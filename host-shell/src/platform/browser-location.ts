/**
 * The shell's writes to the address bar and its loads of a whole page, in one module (CONVENTIONS.md
 * "Wrappers instead of raw globals"; the linter lets only this file touch `history` or write
 * `location`, docs/decisions/0055). Moves inside the app go through the router; these are the few
 * that happen outside it: before the router exists, or to start the page anew. Every address here is
 * one the shell built itself (a path of this origin), never one that came with data: those go
 * through safeRedirect first. It imports nothing shared: the shell's entry reads it before the
 * federation runtime has shared anything (index.ts).
 */

/** The state the browser keeps with the current history entry (the router's, once it runs). */
export function historyState(): unknown {
  return window.history.state;
}

/** Replaces the current address without a load, keeping the entry's state unless told otherwise. */
export function replaceAddress(path: string, { keepState = false }: { keepState?: boolean } = {}): void {
  window.history.replaceState(keepState ? window.history.state : null, '', path);
}

/** Loads a page of this origin anew: the shell starts from scratch there. */
export function loadPage(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`loadPage takes a path of this origin, not ${path}`);
  window.location.assign(path);
}

/** Loads the current page anew. */
export function reloadPage(): void {
  window.location.reload();
}
