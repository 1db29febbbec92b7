import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { useHostApi } from 'shared-contracts/react';
import {
  DUPLICATE_PRODUCT_APPLICATION_ERROR,
  mayActivate,
  normaliseSubStatus,
  productStatus,
  rejectionDate,
  trackerSteps,
  type ProductCard,
} from 'shared-contracts/areas/settings/payment-methods';
import { Button } from 'shared-ui';
import { FormActions } from 'shared-ui/forms';
import { StatusBadge } from 'shared-ui/data';
import { useActivatePaymentMethod } from '../../api/activate-payment-method';
import { When } from '../developers/When';

const TONES = { enabled: 'success', pending: 'warning', rejected: 'danger', disabled: 'neutral', 'cards-disabled': 'neutral' } as const;

/**
 * One product with its activation tracker (spec 02 §4): the status, the ordered progress (earlier
 * steps done, the current in progress, an estimated go-live on the last), the rejection or
 * deactivation date, and Activate, disabled where the spec says.
 */
export const ProductTrackerCard = observer(function ProductTrackerCard({ card }: { card: ProductCard }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const activate = useActivatePaymentMethod(hostApi);
  const [problem, setProblem] = useState<string | null>(null);
  const status = productStatus(card);
  const steps = trackerSteps(card);
  const rejected = rejectionDate(card);
  const sub = normaliseSubStatus(card.sub_status);
  const name = t(`paymentMethods.products.${card.product}`);
  const titleId = `product-${card.product}`;

  const onActivate = () => {
    setProblem(null);
    activate.mutateAsync(card.product).then(
      () => hostApi.toasts.show(t('paymentMethods.requested', { name }), 'success'),
      (error: unknown) =>
        setProblem(isGatewayError(error) && error.code === DUPLICATE_PRODUCT_APPLICATION_ERROR ? t('paymentMethods.duplicate', { name }) : t('paymentMethods.activateFailed')),
    );
  };

  return (
    <article className="mdp-product" aria-labelledby={titleId}>
      <div className="mdp-settings-section-head">
        <h3 id={titleId}>{name}</h3>
        <StatusBadge status={status} tone={TONES[status]} label={t(`paymentMethods.status.${status}`)} />
      </div>
      {sub && status !== 'enabled' ? (
        <p className="mdp-settings-note">
          {t(status === 'rejected' ? 'paymentMethods.reason' : 'paymentMethods.subStatus', { value: t(`paymentMethods.steps.${sub}`, { defaultValue: sub }) })}
        </p>
      ) : null}
      {steps.length > 0 ? (
        <ol className="mdp-tracker" aria-label={t('paymentMethods.progressOf', { name })}>
          {steps.map((step) => (
            <li key={step.key} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
              <span className="mdp-tracker-mark" aria-hidden="true" />
              <span>
                {t(`paymentMethods.steps.${step.key}`)}
                <span className="mdp-visually-hidden"> — {t(`paymentMethods.stepState.${step.state}`)}</span>
                {step.estimatedGoLive ? (
                  <span className="mdp-tracker-estimate">
                    {' '}
                    ({t('paymentMethods.estimated')} <When value={step.estimatedGoLive} />)
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {rejected ? (
        <p className="mdp-settings-note">
          {t(`paymentMethods.${rejected.kind}At`)} <When value={rejected.at} />
        </p>
      ) : null}
      {status === 'enabled' && card.activated_at ? (
        <p className="mdp-settings-note">
          {t('paymentMethods.activatedAt')} <When value={card.activated_at} />
        </p>
      ) : null}
      {status !== 'enabled' && status !== 'pending' ? (
        <FormActions align="start">
          <Button onClick={onActivate} disabled={!mayActivate(card)} busy={activate.isPending} aria-label={t('paymentMethods.activateNamed', { name })}>
            {t('paymentMethods.activate')}
          </Button>
        </FormActions>
      ) : null}
      {problem ? <p role="alert" className="mdp-settings-problem">{problem}</p> : null}
    </article>
  );
});
