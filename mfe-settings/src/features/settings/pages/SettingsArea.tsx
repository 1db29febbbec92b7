import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import type { PageProps } from 'shared-contracts';
import { SETTINGS_PAGES, type SettingsPage, type SettingsPageKey, visibleSettingsPages } from 'shared-contracts/rules';
import { PageHeader, Skeleton } from 'shared-ui';
import { NotYetPage } from '../components/NotYetPage';
import { SettingsFrame } from '../components/SettingsFrame';
import { SettingsLanding } from '../components/SettingsLanding';
import '../settings.css';

/**
 * The content of each page this remote has built (rules/settings-sections.ts lists the same pages),
 * each loaded when it is opened: the landing and every page carry only their own code.
 */
export const PAGE_CONTENT: Partial<Record<SettingsPageKey, ComponentType<PageProps>>> = {
  'business-profile': lazy(() => import('../../business-profile/BusinessProfilePage').then((m) => ({ default: m.BusinessProfilePage }))),
  billings: lazy(() => import('../../billings/BillingsPage').then((m) => ({ default: m.BillingsPage }))),
  withdrawals: lazy(() => import('../../withdrawals/WithdrawalsPage').then((m) => ({ default: m.WithdrawalsPage }))),
  team: lazy(() => import('../../team/TeamPage').then((m) => ({ default: m.TeamPage }))),
  developers: lazy(() => import('../../developers/DevelopersPage').then((m) => ({ default: m.DevelopersPage }))),
  'payment-methods': lazy(() => import('../../payment-methods/PaymentMethodsPage').then((m) => ({ default: m.PaymentMethodsPage }))),
};

/**
 * /settings/* (issue 15). Which pages show is spec 01 §6's `visibleSettingsPages`, from the session's
 * facts; the shell also refuses a deep link to a page the user may not see, and the gateway refuses
 * its calls, so this is the same rule applied where it is drawn, not the security.
 */
const SettingsView = observer(function SettingsView({ hostApi }: PageProps) {
  const { t } = useTranslation('settings');
  const decision = visibleSettingsPages(hostApi.session.navigation);
  if (decision.status !== 'ready') {
    return (
      <>
        <PageHeader title={t('title')} />
        <Skeleton label={t('loading')} lines={6} />
      </>
    );
  }
  return (
    <Routes>
      <Route index element={<SettingsLanding pages={decision.pages} />} />
      <Route path=":page/*" element={<SettingsPageView hostApi={hostApi} pages={decision.pages} />} />
    </Routes>
  );
});

function SettingsPageView({ hostApi, pages }: PageProps & { pages: readonly SettingsPage[] }) {
  const { t } = useTranslation('settings');
  const { page: key = '' } = useParams();
  const page = pages.find((p) => p.key === key);
  if (!page) {
    // Unknown, or a page the rules hide from this user: the same answer, so it reveals nothing.
    return <PageHeader title={t('notFound.title')} description={t('notFound.description')} />;
  }
  const Content = PAGE_CONTENT[page.key];
  return (
    <SettingsFrame pages={pages} current={page}>
      <PageHeader title={t(`pages.${page.key}`)} description={t(`summaries.${page.key}`)} />
      {Content ? (
        <Suspense fallback={<Skeleton label={t('loading')} lines={6} />}>
          <Content hostApi={hostApi} />
        </Suspense>
      ) : (
        <NotYetPage />
      )}
    </SettingsFrame>
  );
}

/** Every settings page of spec 01 §2, in its order (the translations test checks each has a title). */
export const SETTINGS_PAGE_KEYS: readonly SettingsPageKey[] = SETTINGS_PAGES.map((p) => p.key);

/** The route's page: a plain component (the shell's contract check), observing the session inside. */
export default function SettingsArea(props: PageProps) {
  return <SettingsView {...props} />;
}
