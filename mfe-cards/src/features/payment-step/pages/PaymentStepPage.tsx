import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import { useHostApi } from 'shared-contracts/react';
import { EmptyState, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { KeyValueList } from 'shared-ui/data';
import { PAYMENT_STEP_KINDS, usePaymentStep, type PaymentStepKind } from '../../../api/get-payment-step';
import { Section } from '../../shared/Section';
import { paymentPath } from '../../shared/step-path';
import { useDisplay } from '../../shared/use-display';
import { STEP_TITLE_KEYS, stepFacts } from '../step-facts';
import '../../shared/shared.css';

/** /credit_cards/payment/{settlements|tokenizations|authentications|authorizations|refunds}/{id} (spec 02 §2). */
const StepView = observer(function StepView({ kind, id }: { kind: PaymentStepKind; id: string }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const step = usePaymentStep(hostApi, kind, id);
  const display = useDisplay(hostApi);
  const data = step.data;
  const title = t(STEP_TITLE_KEYS[kind]);

  let body;
  if (step.isError && !data) {
    body = isGatewayError(step.error, 'NOT_FOUND_ERROR') ? (
      <EmptyState title={t('step.notFound')} />
    ) : (
      <ErrorState title={t('step.failed')} onRetry={() => void step.refetch()} />
    );
  } else if (!data) {
    body = <Skeleton label={t('loading')} lines={5} />;
  } else {
    const facts = stepFacts(kind, data, t, display);
    body = (
      <Section title={title}>
        <KeyValueList
          items={[
            { key: 'id', term: t('step.fields.id'), value: <span className="mdp-cards-number">{data.id}</span> },
            { key: 'payment', term: t('step.fields.payment'), value: <Link to={paymentPath(data.payment_id)}>{data.payment_id}</Link> },
            ...facts,
          ]}
        />
      </Section>
    );
  }

  return (
    <div className="mdp-cards-page">
      {data ? (
        <Link className="mdp-cards-back" to={paymentPath(data.payment_id)}>
          <span aria-hidden="true">‹ </span>
          {t('payment.backToPayment')}
        </Link>
      ) : null}
      <PageHeader title={title} description={id} />
      {body}
    </div>
  );
});

function NotFound() {
  const { t } = useTranslation('cards');
  return <PageHeader title={t('notFound.title')} description={t('notFound.description')} />;
}

export default function PaymentStepPage() {
  const { kind = '', id = '' } = useParams();
  const known = PAYMENT_STEP_KINDS.find((candidate) => candidate === kind);
  return known ? <StepView key={`${known}/${id}`} kind={known} id={id} /> : <NotFound />;
}
