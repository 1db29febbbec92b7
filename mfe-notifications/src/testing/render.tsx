import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Business, FeatureFlags, User } from 'shared-contracts';
import { createFakeHostApi, remoteDeclaration, type FakeHostApi } from 'shared-contracts/testing';
import type { FakeGatewayRoutes } from 'shared-contracts/testing';
import rawDeclaration from '../../declaration.json';
import remote from '../remote';

export interface RenderOptions {
  gateway?: FakeGatewayRoutes;
  language?: 'en' | 'id';
  /** The notification centre's flag (spec 02 §6); on unless told. */
  centreFlag?: boolean;
  country?: Business['country_of_operation'];
}

/** A fake HostApi with this remote's translations and a signed-in Toko Ku session. */
export function fakeHostApi({ gateway = {}, language = 'en', centreFlag = true, country = 'Indonesia' }: RenderOptions = {}): FakeHostApi {
  return createFakeHostApi({
    language,
    gateway,
    translations: { notifications: remote.translations },
    session: {
      status: 'signedIn',
      user: { timezone: 'UTC', preferred_timezone: null } as User,
      business: { id: 'biz_tokoku', country_of_operation: country } as Business,
      featureFlags: { notification_center: centreFlag } as FeatureFlags,
    },
    // The centre's page opens where its flag is on (its gate, which the shell applies).
    routes: { declaration: remoteDeclaration(rawDeclaration), visible: (key) => key !== 'notifications.centre' || centreFlag },
  });
}

export function renderWith(Component: ComponentType<{ hostApi: FakeHostApi }>, options: RenderOptions = {}) {
  const hostApi = fakeHostApi(options);
  const view = render(
    <I18nextProvider i18n={hostApi.i18n}>
      <Component hostApi={hostApi} />
    </I18nextProvider>,
  );
  return { hostApi, ...view };
}
