import { useTranslation } from 'react-i18next';
import type { HomeFacts } from '../../rules/home-facts';
import { visibleLearnMore } from '../../rules/learn-more';
import { HomeLink } from './HomeLink';
import { ActionCard, HomeSection } from './HomeSection';
import { useExternalLinks } from './links';

/** Learn more (spec 02 §6): documentation for everyone; API reference and Postman for developers. */
export function LearnMoreSection({ facts }: { facts: HomeFacts }) {
  const { t } = useTranslation('home');
  const cards = visibleLearnMore(facts);
  const links = useExternalLinks();
  return (
    <HomeSection name="learnMore" state={{ status: 'ready' }} empty={cards.length === 0}>
      <ul className="mdp-home-cards">
        {cards.map((key) => (
          <ActionCard
            key={key}
            title={
              <HomeLink className="mdp-home-card-link" target={{ kind: 'external', href: links[key] }}>
                {t(`learnMore.${key}.title`)}
              </HomeLink>
            }
            description={t(`learnMore.${key}.description`)}
          />
        ))}
      </ul>
    </HomeSection>
  );
}
