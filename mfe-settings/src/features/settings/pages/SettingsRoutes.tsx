import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import type { PageProps } from 'shared-contracts';
import { HostApiProvider, useHostApi } from 'shared-contracts/react';
import { PageHeader, Skeleton } from 'shared-ui';
import { SETTINGS_PAGES, type SettingsPage, type SettingsPageName } from '../../../rules/settings-sections';
import { SettingsFrame } from '../components/SettingsFrame';
import { SettingsLanding } from '../components/SettingsLanding';
import '../settings.css';

/** The content of each settings page, each loaded when it is opened: the landing and every page carry only their own code. */
export const PAGE_CONTENT: Readonly<Record<SettingsPageName, ComponentType>> = {
  'business-profile': lazy(() => import('../../business-profile/BusinessProfilePage').then((m) => ({ default: m.BusinessProfilePage }))),
  billings: lazy(() => import('../../billings/BillingsPage').then((m) => ({ default: m.BillingsPage }))),
  withdrawals: lazy(() => import('../../withdrawals/WithdrawalsPage').then((m) => ({ default: m.WithdrawalsPage }))),
  team: lazy(() => import('../../team/TeamPage').then((m) => ({ default: m.TeamPage }))),
  developers: lazy(() => import('../../developers/DevelopersPage').then((m) => ({ default: m.DevelopersPage }))),
  'payment-methods': lazy(() => import('../../payment-methods/PaymentMethodsPage').then((m) => ({ default: m.PaymentMethodsPage }))),
};

/**
 * /settings/* (issue 15). Which pages show is the shell's answer for each page's route key
 * (`HostApi.routes`, from the gates this remote declares for spec 01 §6); the shell also refuses a
 * deep link to a page the user may not see, and the gateway refuses its calls, so this is the same
 * rule applied where it is drawn, not the security.
 */
const SettingsView = observer(function SettingsView() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const visibility = SETTINGS_PAGES.map((page) => hostApi.routes.isVisible(page.key));
  if (visibility.includes(undefined)) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Skeleton label={t('loading')} lines={6} />
      </>
    );
  }
  const pages = SETTINGS_PAGES.filter((_, index) => visibility[index]);
  return (
    <Routes>
      <Route index element={<SettingsLanding pages={pages} />} />
      <Route path=":page/*" element={<SettingsPageView pages={pages} />} />
    </Routes>
  );
});

function SettingsPageView({ pages }: { pages: readonly SettingsPage[] }) {
  const { t } = useTranslation('settings');
  const { page: name = '' } = useParams();
  const page = pages.find((p) => p.name === name);
  if (!page) {
    // Unknown, or a page the rules hide from this user: the same answer, so it reveals nothing.
    return <PageHeader title={t('notFound.title')} description={t('notFound.description')} />;
  }
  const Content = PAGE_CONTENT[page.name];
  return (
    <SettingsFrame pages={pages} current={page}>
      <PageHeader title={t(`pages.${page.name}`)} description={t(`summaries.${page.name}`)} />
      <Suspense fallback={<Skeleton label={t('loading')} lines={6} />}>
        <Content />
      </Suspense>
    </SettingsFrame>
  );
}

/**
 * The route's page: a plain component (the shell's contract check) that hands its tree the HostApi
 * the shell mounted it with; the view observes the session inside.
 */
export default function SettingsRoutes({ hostApi }: PageProps) {
  return (
    <HostApiProvider hostApi={hostApi}>
      <SettingsView />
    </HostApiProvider>
  );
}
