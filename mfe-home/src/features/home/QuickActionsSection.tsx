import { useTranslation } from 'react-i18next';
import type { HostApi } from 'shared-contracts';
import { useHomeSettings } from '../../api/get-home-settings';
import type { HomeFacts } from '../../rules/home-facts';
import { visibleQuickActions } from '../../rules/quick-actions';
import { HomeLink } from './HomeLink';
import { ActionCard, HomeSection, type SectionState } from './HomeSection';

/** Quick actions (spec 02 §6): they need the home settings (shouldDisableInvoiceCreation). */
export function QuickActionsSection({ hostApi, facts }: { hostApi: HostApi; facts: HomeFacts }) {
  const { t } = useTranslation('home');
  const settings = useHomeSettings(hostApi);
  const state: SectionState = settings.data
    ? { status: 'ready' }
    : settings.isError
      ? { status: 'failed', retry: () => void settings.refetch() }
      : { status: 'loading' };
  const cards = settings.data ? visibleQuickActions(facts, { shouldDisableInvoiceCreation: settings.data.should_disable_invoice_creation }, hostApi.routes) : [];
  return (
    <HomeSection name="quickActions" state={state} empty={cards.length === 0}>
      <ul className="mdp-home-cards">
        {cards.map((card) => (
          <ActionCard
            key={card.key}
            title={
              <HomeLink className="mdp-home-card-link" hostApi={hostApi} target={{ kind: 'route', route: card.route }}>
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
