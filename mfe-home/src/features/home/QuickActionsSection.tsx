import { useTranslation } from 'react-i18next';
import { useHostApi } from 'shared-contracts/react';
import { useHomeSettings } from '../../api/get-home-settings';
import type { HomeFacts } from '../../rules/home-facts';
import { visibleQuickActions, type QuickActionsData } from '../../rules/quick-actions';
import { HomeLink } from './HomeLink';
import { ActionCard, HomeSection, type SectionState } from './HomeSection';

/** What the home settings can at most allow: they only ever hide cards (invoice creation disabled). */
const MOST_ALLOWED: QuickActionsData = { shouldDisableInvoiceCreation: false };

/**
 * Quick actions (spec 02 §6). When the role has quick actions but none of their pages is deployed
 * here (or the user may not open them), no section and no read: the home settings could only hide
 * more, so nothing would show (decision 0045).
 */
export function QuickActionsSection({ facts }: { facts: HomeFacts }) {
  const { routes } = useHostApi();
  const forRole = visibleQuickActions(facts, MOST_ALLOWED, { isVisible: () => true });
  if (forRole.length > 0 && visibleQuickActions(facts, MOST_ALLOWED, routes).length === 0) return null;
  return <QuickActionCards facts={facts} />;
}

/** The cards, once the home settings (shouldDisableInvoiceCreation) are read. */
function QuickActionCards({ facts }: { facts: HomeFacts }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('home');
  const settings = useHomeSettings(hostApi);
  const state: SectionState = settings.data
    ? { status: 'ready' }
    : settings.isError
      ? { status: 'failed', retry: () => void settings.refetch() }
      : { status: 'loading' };
  const data = { shouldDisableInvoiceCreation: settings.data?.should_disable_invoice_creation ?? false };
  const cards = settings.data ? visibleQuickActions(facts, data, hostApi.routes) : [];
  return (
    <HomeSection name="quickActions" state={state} empty={cards.length === 0}>
      <ul className="mdp-home-cards">
        {cards.map((card) => (
          <ActionCard
            key={card.key}
            title={
              <HomeLink className="mdp-home-card-link" target={{ kind: 'route', route: card.route }}>
                {t(`quickActions.${card.key}.title`)}
              </HomeLink>
            }
            description={t(`quickActions.${card.key}.description`)}
          />
        ))}
      </ul>
    </HomeSection>
  );
}
