import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Business, Language, User } from 'shared-contracts';
import { createShellI18n } from '../i18n/create-i18n';
import { SharedUiTexts } from '../i18n/SharedUiTexts';
import { ShownPaths } from '../navigation/shown-paths';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-context';

export const OWNER = { user_id: 'usr_owner_tokoku', id: 'usr_owner_tokoku', email: 'owner@tokoku.test' } as User;
export const TOKO_KU = { id: 'biz_tokoku', name: 'Toko Ku', entity: 'Sandbox' } as Business;

/** The few shell services the feedback modals use, with jest mocks for the calls. */
export function feedbackServices() {
  const api = { sendFeedback: jest.fn(), sendRating: jest.fn() };
  const toasts = { show: jest.fn() };
  const services = {
    api,
    toasts,
    session: { user: OWNER, business: TOKO_KU },
    deployment: { links: { feedback: 'mailto:feedback@sandbox.test' } },
    shownPaths: new ShownPaths(),
  };
  // Only what these components read; the rest of ShellServices is never touched by them.
  return { api, toasts, services: services as unknown as ShellServices };
}

export function renderWithShell(ui: ReactNode, services: ShellServices, language: Language = 'en') {
  return render(
    <I18nextProvider i18n={createShellI18n(language)}>
      <SharedUiTexts>
        <ShellServicesProvider value={services}>{ui}</ShellServicesProvider>
      </SharedUiTexts>
    </I18nextProvider>,
  );
}
