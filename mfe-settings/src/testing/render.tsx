import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
// Tests run in jest, not in the federated runtime whose shared subset the rule guards.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Business, FeatureFlags, User } from 'shared-contracts';
import { createFakeHostApi, remoteDeclaration, type FakeGatewayRoutes, type FakeHostApi } from 'shared-contracts/testing';
import SettingsArea from '../features/settings/pages/SettingsArea';
import rawDeclaration from '../../declaration.json';
import remote from '../remote';

const ALL_FLAGS = {
  can_view: true, can_edit: true, can_approve: true, can_manage_tech_settings: true, can_administer: true, can_withdraw: true, operation: true,
};
const NO_FLAGS = {
  can_view: false, can_edit: false, can_approve: false, can_manage_tech_settings: false, can_administer: false, can_withdraw: false, operation: false,
};

export const OWNER: User = {
  ...ALL_FLAGS, id: 'usr_owner_tokoku', user_id: 'usr_owner_tokoku', email: 'owner@tokoku.test', full_name: 'Ayu Pratama',
  phone_number: '+6281234567001', is_phone_number_verified: true, mfa_type: 'phone_number', email_verification_status: 'VERIFIED',
  timezone: 'SYSTEM', preferred_language: 'en', preferred_timezone: null, status: 'ACTIVE', entity: 'Sandbox', created: '2025-01-01T00:00:00Z',
  is_pin_set: false, account_notifications: [], instant_messaging_consent: null,
};

/** viewer@tokoku.test: can_view only. */
export const VIEWER: Partial<User> = { ...NO_FLAGS, can_view: true, email: 'viewer@tokoku.test' };

export const TOKO_KU: Business = {
  id: 'biz_tokoku', name: 'Toko Ku', email: 'finance@tokoku.test', logo: null, entity: 'Sandbox', brand_name: 'MAIN',
  country_of_operation: 'Indonesia', environment: 'PRODUCTION', go_live_status: 'LIVE', created: '2024-01-01T00:00:00Z', type: 'OWNED',
  permission: { exclude_dashboard_page: [], exclude_dashboard_settings: [] }, is_xp_sub_account: false, xp_sub_account_type: null,
  xp_master_account_id: null,
};

export interface SettingsRenderOptions {
  path?: string;
  gateway?: FakeGatewayRoutes;
  language?: 'en' | 'id';
  user?: Partial<User>;
  business?: Partial<Business>;
  /** Leave the session's facts undecided (the shell is still loading them). */
  pending?: boolean;
}

export function settingsHostApi({ gateway = {}, language = 'en', user, business, pending }: SettingsRenderOptions = {}): FakeHostApi {
  const fullUser = { ...OWNER, ...user };
  const fullBusiness = { ...TOKO_KU, ...business };
  return createFakeHostApi({
    language,
    gateway,
    translations: { settings: remote.translations },
    session: {
      status: 'signedIn',
      user: fullUser,
      business: fullBusiness,
      environment: 'PRODUCTION',
      featureFlags: pending ? undefined : ({ escrow_settings: false } as FeatureFlags),
      businessSettings: pending ? undefined : { can_view_disbursement: true, is_xen_platform: false },
    },
    // The pages' gates of declaration.json, applied as the shell applies them.
    routes: { declaration: remoteDeclaration(rawDeclaration) },
  });
}

/** The settings area at `path`, inside a router as the shell mounts it under /settings/*. */
export function renderSettings(options: SettingsRenderOptions = {}) {
  const hostApi = settingsHostApi(options);
  const view = render(
    <I18nextProvider i18n={hostApi.i18n}>
      <MemoryRouter initialEntries={[options.path ?? '/settings']}>
        <Routes>
          <Route path="/settings/*" element={<SettingsArea hostApi={hostApi} />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { hostApi, ...view };
}
