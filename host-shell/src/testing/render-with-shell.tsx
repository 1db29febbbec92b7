import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Business, Language, User } from 'shared-contracts';
import { shellI18nForTests } from './shell-i18n';
import { SharedUiTexts } from '../i18n/SharedUiTexts';
import { ShownPaths } from '../navigation/shown-paths';
import { RemotePlatformProvider, type RemotePlatform } from '../platform/remote-platform';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-context';

export const OWNER = { user_id: 'usr_owner_tokoku', id: 'usr_owner_tokoku', email: 'owner@tokoku.test' } as User;
export const TOKO_KU = { id: 'biz_tokoku', name: 'Toko Ku', entity: 'Sandbox' } as Business;

/** The two contexts a component of the shell may read (docs/decisions/0057-shell-services-by-concern.md). */
export interface TestServices {
  shell: ShellServices;
  platform: RemotePlatform;
}

/**
 * Fakes of the shell's services with the few things most components read — the owner of Toko Ku
 * signed in, jest mocks for the feedback calls and toasts. A test adds what its component reads:
 * `Object.assign(services.shell, { api, session })`, `Object.assign(services.platform, { loader })`.
 */
export function fakeShellServices() {
  const api = { sendFeedback: jest.fn(), sendRating: jest.fn() };
  const toasts = { show: jest.fn() };
  const shell = {
    api,
    toasts,
    session: { user: OWNER, business: TOKO_KU },
    deployment: { links: { feedback: 'mailto:feedback@sandbox.test' } },
  };
  const platform = { shownPaths: new ShownPaths() };
  // Only what the components under test read; the rest is never touched by them.
  const services: TestServices = { shell: shell as unknown as ShellServices, platform: platform as unknown as RemotePlatform };
  return { api, toasts, services };
}

/** Renders inside the shell's i18n and both of its service contexts (without a platform given, one with shown paths only). */
export function renderWithShell(ui: ReactNode, { shell, platform = fakeShellServices().services.platform }: { shell: ShellServices; platform?: RemotePlatform }, language: Language = 'en') {
  return render(
    <I18nextProvider i18n={shellI18nForTests(language)}>
      <SharedUiTexts>
        <ShellServicesProvider value={shell}>
          <RemotePlatformProvider value={platform}>{ui}</RemotePlatformProvider>
        </ShellServicesProvider>
      </SharedUiTexts>
    </I18nextProvider>,
  );
}
