import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Router, Routes, type Navigator, type To, createPath } from 'react-router';
import type { HostApi, ParcelProps } from 'shared-contracts';
import { HostApiProvider } from 'shared-contracts/react';
import { ParcelUiTexts } from './ParcelUiTexts';
import { ActivationPage, GetStartedPage, NotFoundPage, OngoingActivationPage, PhIndividualPage } from '../features/activation/pages/pages';
import { ACTIVATION_STATUS_PATH } from '../rules/activation-route';

function toPath(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/** The parcel has its own React root: the shell's location comes in as props, navigation goes out through HostApi. */
function hostNavigator(hostApi: HostApi): Navigator {
  return {
    createHref: toPath,
    push: (to) => hostApi.navigate(toPath(to)),
    replace: (to) => hostApi.navigate(toPath(to), { replace: true }),
    go: (delta) => hostApi.go(delta),
  };
}

export function ActivationRoot({ hostApi, location }: ParcelProps) {
  const navigator = useMemo(() => hostNavigator(hostApi), [hostApi]);
  return (
    <I18nextProvider i18n={hostApi.i18n}>
      <HostApiProvider hostApi={hostApi}>
        <ParcelUiTexts>
          <Router location={location} navigator={navigator}>
            <Routes>
              <Route path="/activation" element={<ActivationPage />} />
              <Route path={ACTIVATION_STATUS_PATH} element={<OngoingActivationPage />} />
              <Route path="/activation-ph-individual" element={<PhIndividualPage />} />
              <Route path="/get-started" element={<GetStartedPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Router>
        </ParcelUiTexts>
      </HostApiProvider>
    </I18nextProvider>
  );
}
