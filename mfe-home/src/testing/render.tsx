import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Business, BusinessSettings, FeatureFlags, User } from 'shared-contracts';
import { HOME_API } from 'shared-contracts/areas/home/home';
import { createFakeHostApi, remoteDeclaration, type FakeGatewayRoutes, type FakeHostApi } from 'shared-contracts/testing';
import HomePage from '../features/home/pages/HomePage';
import remote from '../remote';
import rawDeclaration from '../../declaration.json';

const declaration = remoteDeclaration(rawDeclaration);

const ALL_FLAGS = {
  can_view: true, can_edit: true, can_approve: true, can_manage_tech_settings: true, can_administer: true, can_withdraw: true, operation: true,
};

export const OWNER: User = {
  ...ALL_FLAGS, id: 'usr_owner_tokoku', user_id: 'usr_owner_tokoku', email: 'owner@tokoku.test', full_name: 'Ayu Pratama',
  phone_number: '+6281234567001', is_phone_number_verified: true, mfa_type: 'phone_number', email_verification_status: 'VERIFIED',
  timezone: 'SYSTEM', preferred_language: 'en', preferred_timezone: null, status: 'ACTIVE', entity: 'Sandbox', created: '2025-01-01T00:00:00Z',
  is_pin_set: false, account_notifications: [], instant_messaging_consent: null,
};

export const TOKO_KU: Business = {
  id: 'biz_tokoku', name: 'Toko Ku', email: 'finance@tokoku.test', logo: null, entity: 'Sandbox', brand_name: 'MAIN',
  country_of_operation: 'Indonesia', environment: 'PRODUCTION', go_live_status: 'LIVE', created: '2024-01-01T00:00:00Z', type: 'OWNED',
  permission: { exclude_dashboard_page: [], exclude_dashboard_settings: [] }, is_xp_sub_account: false, xp_sub_account_type: null,
  xp_master_account_id: null,
};

/** What the sandbox answers the owner of Toko Ku (bank accounts, team and keys exist). */
export const OWNER_ANSWERS: FakeGatewayRoutes = {
  [`GET ${HOME_API.homeSettings}`]: { should_disable_invoice_creation: false },
  [`GET ${HOME_API.bankAccounts}`]: { data: [{ id: 'bank_1', bank_code: 'BCA', account_holder_name: 'PT Toko Ku', masked_account_number: '••••6789', created: '2026-01-01T00:00:00Z' }] },
  [`GET ${HOME_API.businessUsers}`]: { data: [{ id: 'u1', email: 'owner@tokoku.test', full_name: 'Ayu' }, { id: 'u2', email: 'viewer@tokoku.test', full_name: 'Budi' }] },
  [`GET ${HOME_API.secretApiCredentialsList}`]: { data: [{ id: 'key_1', name: 'Live server key', environment: 'PRODUCTION', created: '2026-01-01T00:00:00Z' }] },
  [`GET ${HOME_API.capitalOffering}`]: { max_amount: 500_000_000, currency: 'IDR', can_submit: true, submitted_at: null },
};

export interface HomeRenderOptions {
  gateway?: FakeGatewayRoutes;
  language?: 'en' | 'id';
  user?: Partial<User>;
  business?: Partial<Business>;
  flags?: Partial<FeatureFlags>;
  settings?: Partial<BusinessSettings>;
  /** Leave the session's facts undecided (the shell is still loading them). */
  pending?: boolean;
  /** Which route keys the shell links (every key of the declaration when absent). */
  routes?: (key: string) => boolean | undefined;
}

export function homeHostApi({ gateway = {}, language = 'en', user, business, flags, settings, pending, routes }: HomeRenderOptions = {}): FakeHostApi {
  return createFakeHostApi({
    language,
    gateway: { ...OWNER_ANSWERS, ...gateway },
    translations: { home: remote.translations },
    session: {
      status: 'signedIn',
      user: { ...OWNER, ...user },
      business: { ...TOKO_KU, ...business },
      environment: 'PRODUCTION',
      featureFlags: pending ? undefined : ({ payment_links: true, calendar_booking: true, ...flags } as FeatureFlags),
      businessSettings: pending ? undefined : { can_view_disbursement: true, is_xen_platform: true, ...settings },
    },
    routes: { declaration, ...(routes ? { visible: routes } : {}) },
  });
}

export function renderHome(options: HomeRenderOptions = {}) {
  const hostApi = homeHostApi(options);
  const view = render(
    <I18nextProvider i18n={hostApi.i18n}>
      <HomePage hostApi={hostApi} />
    </I18nextProvider>,
  );
  return { hostApi, ...view };
}
