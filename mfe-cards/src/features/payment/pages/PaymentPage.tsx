import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import { useHostApi } from 'shared-contracts/react';
import { EmptyState, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { useCardPayment } from '../../../api/get-card-payment';
import { PAYMENTS_PATH } from '../../shared/step-path';
import { useDisplay } from '../../shared/use-display';
import { CardFacts, PaymentFacts, ResultCodes } from '../PaymentFacts';
import { CaptureAction, RefundAction } from '../PaymentActions';
import { PaymentTimeline } from '../PaymentTimeline';
import { RefundList } from '../RefundList';
import { ReceiptAction } from '../../receipt/ReceiptAction';
import '../../shared/shared.css';

/** /credit_cards/payment/{id} (spec 02 §2-4, §8; issue 17). */
const PaymentView = observer(function PaymentView({ id }: { id: string }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const payment = useCardPayment(hostApi, id);
  const display = useDisplay(hostApi);
  const data = payment.data;

  let body;
  if (payment.isError && !data) {
    body =
      isGatewayError(payment.error, 'NOT_FOUND_ERROR') ? (
        <EmptyState title={t('payment.notFound')} description={t('payment.notFoundDescription')} />
      ) : (
        <ErrorState title={t('payment.failed')} onRetry={() => void payment.refetch()} />
      );
  } else if (!data) {
    body = <Skeleton label={t('loading')} lines={8} />;
  } else {
    body = (
      <>
        <div className="mdp-cards-columns">
          <PaymentFacts payment={data} display={display} />
          <CardFacts payment={data} />
        </div>
        <div className="mdp-cards-columns">
          <PaymentTimeline payment={data} display={display} />
          <ResultCodes payment={data} />
        </div>
        <RefundList payment={data} display={display} actions={<RefundAction payment={data} />} />
      </>
    );
  }

  return (
    <div className="mdp-cards-page">
      <Link className="mdp-cards-back" to={PAYMENTS_PATH}>
        <span aria-hidden="true">‹ </span>
        {t('payment.back')}
      </Link>
      <PageHeader title={t('payment.title')} description={data?.external_id} actions={
          data ? (
            <>
              <ReceiptAction payment={data} />
              <CaptureAction payment={data} />
            </>
          ) : undefined
        } />
      {body}
    </div>
  );
});

export default function PaymentPage() {
  const { id = '' } = useParams();
  return <PaymentView id={id} />;
}
