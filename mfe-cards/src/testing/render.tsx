import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router';
import type { Business, User } from 'shared-contracts';
import { createFakeHostApi, type FakeGatewayRoutes, type FakeHostApi } from 'shared-contracts/testing';
import CardsArea from '../features/cards/pages/CardsArea';
import remote from '../remote';

// Tests only: the shell's router is a browser router, so MemoryRouter is not in the shared subset the
// lint rule allows (platform-tools/shared-subsets); jest loads the whole package.
const { MemoryRouter } = jest.requireActual<typeof import('react-router')>('react-router');

export interface CardsRenderOptions {
  gateway?: FakeGatewayRoutes;
  language?: 'en' | 'id';
  user?: Partial<User>;
}

const OWNER = {
  id: 'usr_owner', email: 'owner@tokoku.test', timezone: 'UTC', preferred_timezone: null,
  can_view: true, can_edit: true, can_administer: true, can_approve: true, can_manage_tech_settings: true, can_withdraw: true, operation: true,
} as User;

export function cardsHostApi({ gateway = {}, language = 'en', user }: CardsRenderOptions = {}): FakeHostApi {
  return createFakeHostApi({
    language,
    gateway,
    translations: { cards: remote.translations },
    session: {
      status: 'signedIn',
      user: { ...OWNER, ...user },
      business: { id: 'biz_tokoku', name: 'Toko Ku', country_of_operation: 'Indonesia', logo: null } as Business,
      environment: 'PRODUCTION',
    },
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The cards area at a path, inside a router as the shell mounts it. */
export function renderCards(path: string, options: CardsRenderOptions = {}) {
  const hostApi = cardsHostApi(options);
  const view = render(
    <I18nextProvider i18n={hostApi.i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/credit_cards/*" element={<CardsArea hostApi={hostApi} />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { hostApi, ...view };
}
