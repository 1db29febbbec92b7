import type { ReactNode } from 'react';
import type { Language } from 'shared-contracts';
import { renderWithShell, type TestServices } from './render-with-shell';

/**
 * Renders `routes` (Route elements) in a browser router at `path`, inside the shell's contexts. The
 * shared subset of react-router has no memory router: jsdom's history starts at the path. `router` is
 * react-router as the test imported it (in beforeAll, after the page modules' set-up).
 */
export function renderRoutesAt(router: typeof import('react-router'), path: string, routes: ReactNode, services: TestServices, language: Language = 'en') {
  window.history.pushState({}, '', path);
  const { BrowserRouter, Routes } = router;
  renderWithShell(
    <BrowserRouter>
      <Routes>{routes}</Routes>
    </BrowserRouter>,
    services,
    language,
  );
}
