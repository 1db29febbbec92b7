import { useTranslation } from 'react-i18next';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { Carousel } from 'shared-ui/carousel';
import type { CarouselCard } from '../../rules/carousel';
import { CapitalOfferingSlide } from './CapitalOfferingSlide';
import { HomeLink, type HomeTarget } from './HomeLink';
import { isExternalLinkKey, useExternalLinks, type ExternalLinks } from './links';

/** Rotates every 8 s until paused, hovered or focused; never on its own for reduced motion. */
const ROTATION_MS = 8000;
const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The cards that lead into the dashboard, by route key (the declaration's `links`). */
const IN_APP: Partial<Record<CarouselCard, string>> = {
  activatePaymentMethods: 'settings.payment-methods',
  platformExplore: 'xenplatform-accounts',
  youAreLive: 'transactions-new',
};

function targetOf(card: CarouselCard, links: ExternalLinks): HomeTarget | null {
  const route = IN_APP[card];
  if (route) return { kind: 'route', route };
  if (isExternalLinkKey(card)) return { kind: 'external', href: links[card] };
  return null;
}

function Slide({ card }: { card: CarouselCard }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('home');
  const links = useExternalLinks();
  if (card === 'capitalOffering') return <CapitalOfferingSlide />;
  const target = targetOf(card, links);
  return (
    <div className="mdp-home-slide">
      <h2 className="mdp-home-slide-title">{t(`carousel.${card}.title`)}</h2>
      <p>{t(`carousel.${card}.description`)}</p>
      <div className="mdp-home-slide-action">
        {card === 'instantActivationPending' ? (
          // The verification finishes elsewhere: reload the dashboard to read the new status.
          <Button variant="primary" onClick={() => hostApi.go(0)}>
            {t('carousel.instantActivationPending.action')}
          </Button>
        ) : target ? (
          <HomeLink className="mdp-button" variant="primary" target={target}>
            {t(`carousel.${card}.action`)}
          </HomeLink>
        ) : null}
      </div>
    </div>
  );
}

/** The promotional carousel (spec 02 §2): pausable, keyboard operable, slide changes announced. */
export function PromotionsCarousel({ cards: candidates }: { cards: readonly CarouselCard[] }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('home');
  // A card that leads into the dashboard shows only where the shell links its page.
  const cards = candidates.filter((card) => IN_APP[card] === undefined || hostApi.routes.isVisible(IN_APP[card]) === true);
  if (cards.length === 0) return null;
  return (
    <div className="mdp-home-carousel">
      <Carousel
        label={t('carousel.label')}
        intervalMs={cards.length > 1 && !prefersReducedMotion() ? ROTATION_MS : 0}
        slides={cards.map((card) => (
          <Slide key={card} card={card} />
        ))}
      />
    </div>
  );
}
