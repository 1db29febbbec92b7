import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PageProps } from 'shared-contracts';
import { HostApiProvider, useHostApi } from 'shared-contracts/react';
import { PageHeader, Skeleton } from 'shared-ui';
import { visibleCarouselCards } from '../../../rules/carousel';
import { homeFactsOf } from '../../../rules/home-facts';
import { AccountSetupSection } from '../AccountSetupSection';
import { LearnMoreSection } from '../LearnMoreSection';
import { OtherRequestsSection } from '../OtherRequestsSection';
import { PromotionsCarousel } from '../PromotionsCarousel';
import { QuickActionsSection } from '../QuickActionsSection';
import '../home.css';

/**
 * The home page (spec 02 §2, §3, §6; issue 14): the carousel, quick actions, account setup, learn
 * more and the request modals. What shows is decided by pure rules (`src/rules/`) from the session's
 * facts and the home data; each section loads, fails and retries on its own.
 */
const HomeView = observer(function HomeView() {
  const hostApi = useHostApi();
  const { t } = useTranslation('home');
  const facts = homeFactsOf(hostApi.session);
  const { user, business } = hostApi.session;
  return (
    <div className="mdp-home">
      <PageHeader title={t('title')} description={business ? t('description', { business: business.name }) : t('descriptionNoBusiness')} />
      {!facts || !user ? (
        <Skeleton label={t('loading')} lines={6} />
      ) : (
        <>
          <PromotionsCarousel cards={visibleCarouselCards(facts, Date.now())} />
          <div className="mdp-home-grid">
            <QuickActionsSection facts={facts} />
            <AccountSetupSection facts={facts} userEmail={user.email} />
            <LearnMoreSection facts={facts} />
            <OtherRequestsSection facts={facts} />
          </div>
        </>
      )}
    </div>
  );
});

/**
 * The route's page: a plain component (the shell's contract check) that hands its tree the HostApi
 * the shell mounted it with; the view observes the session inside.
 */
export default function HomePage({ hostApi }: PageProps) {
  return (
    <HostApiProvider hostApi={hostApi}>
      <HomeView />
    </HostApiProvider>
  );
}
