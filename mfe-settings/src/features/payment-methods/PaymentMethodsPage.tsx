import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ProductCard } from 'shared-contracts/areas/settings/payment-methods';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { usePaymentMethods } from '../../api/get-payment-methods';
import { useSectionScroll } from '../settings/components/use-section-scroll';
import { PaymentChannelsSection } from './PaymentChannelsSection';
import { ProductTrackerCard } from './ProductTrackerCard';
import { TopUpInstructions } from './TopUpInstructions';
import './payment-methods.css';

/** The products payment-methods/cards-configuration is about. */
const CARD_PRODUCTS: readonly ProductCard['product'][] = ['PH_CARDS'];

/** The cards remote's pages this one links to (its declaration's `links`). */
const CARD_SETTINGS = 'cards.settings';
const CARD_PAYMENTS = 'credit-card-payments';

/**
 * Cards need no partner's activation where no card product is listed (Indonesia): say so, and lead
 * to where cards are set up and seen, when the user may open those pages (issue 42).
 */
const CardsAccepted = observer(function CardsAccepted() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const open = [CARD_SETTINGS, CARD_PAYMENTS].filter((key) => hostApi.routes.isVisible(key) === true);
  if (open.length === 0) return <EmptyState title={t('paymentMethods.noCards')} headingLevel={3} />;
  return (
    <div className="mdp-cards-accepted">
      <p>{t('paymentMethods.cardsAccepted')}</p>
      <ul aria-label={t('paymentMethods.cardsLinks')}>
        {open.map((key) => (
          <li key={key}>
            <RouteLink route={key}>{t(key === CARD_SETTINGS ? 'paymentMethods.cardSettingsLink' : 'paymentMethods.cardPaymentsLink')}</RouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
});

/**
 * /settings/payment-methods (issue 16; spec 02 §4): each product of the business's country with its
 * activation tracker. payment-methods/cards-configuration shows the cards products alone.
 */
export const PaymentMethodsPage = observer(function PaymentMethodsPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const products = usePaymentMethods(hostApi);
  const rest = useParams()['*'] ?? '';
  const cardsOnly = rest === 'cards-configuration';
  useSectionScroll(products.isSuccess);

  const title = cardsOnly ? t('paymentMethods.cardsTitle') : t('paymentMethods.productsTitle');
  let body;
  if (products.isPending) body = <Skeleton label={t('paymentMethods.loading')} lines={6} />;
  else if (products.isError) body = <ErrorState title={t('paymentMethods.failed')} onRetry={() => void products.refetch()} retryLabel={t('retry')} headingLevel={3} />;
  else {
    const cards = products.data.data.filter((card) => !cardsOnly || CARD_PRODUCTS.includes(card.product));
    body =
      cards.length === 0 ? (
        cardsOnly ? (
          <CardsAccepted />
        ) : (
          <EmptyState title={t('paymentMethods.empty')} headingLevel={3} />
        )
      ) : (
        <ul className="mdp-products" aria-label={title}>
          {cards.map((card) => (
            <li key={card.product}>
              <ProductTrackerCard card={card} />
            </li>
          ))}
        </ul>
      );
  }
  const country = hostApi.session.business?.country_of_operation;
  return (
    <>
      <section className="mdp-settings-section" id="e-wallets" aria-labelledby="products-title">
        <div className="mdp-settings-section-head">
          <h2 id="products-title">{title}</h2>
        </div>
        <p className="mdp-settings-note">{t(cardsOnly ? 'paymentMethods.cardsIntro' : 'paymentMethods.intro')}</p>
        {body}
      </section>
      {country === 'Indonesia' && !cardsOnly ? <PaymentChannelsSection /> : null}
      {country === 'Philippines' && !cardsOnly ? <TopUpInstructions /> : null}
    </>
  );
});
