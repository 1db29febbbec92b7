import { useTranslation } from 'react-i18next';
import { useHostApi } from 'shared-contracts/react';
import { useHomeSettings } from '../../api/get-home-settings';
import type { HomeFacts } from '../../rules/home-facts';
import { visibleQuickActions } from '../../rules/quick-actions';
import { HomeLink } from './HomeLink';
import { ActionCard, HomeSection, type SectionState } from './HomeSection';

/** Quick actions (spec 02 §6): they need the home settings (shouldDisableInvoiceCreation). */
export function QuickActionsSection({ facts }: { facts: HomeFacts }) {
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
  // The role has quick actions, but none of their pages is deployed here (or the user may not open
  // them): no section, rather than an empty state that blames the role (decision 0045).
  const forRole = settings.data ? visibleQuickActions(facts, data, { isVisible: () => true }) : [];
  if (settings.data && cards.length === 0 && forRole.length > 0) return null;
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
