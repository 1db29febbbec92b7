import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isGatewayError } from 'shared-contracts';
import { useHostApi } from 'shared-contracts/react';
import { EmptyState, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { useChargeback } from '../../../api/chargebacks';
import { canRespond } from '../../../rules/chargebacks';
import { useDisplay } from '../../shared/use-display';
import { CHARGEBACKS_PATH } from '../chargeback-path';
import { ChargebackFacts } from '../ChargebackFacts';
import { ChargebackResponse } from '../ChargebackResponse';
import { ChargebackResponseForm } from '../ChargebackResponseForm';
import '../../shared/shared.css';
import '../chargebacks.css';

/** /credit_cards/chargebacks/{id} (spec 02 §2, §4; issue 18): the chargeback, its payment, and the response. */
const ChargebackView = observer(function ChargebackView({ id }: { id: string }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const chargeback = useChargeback(hostApi, id);
  const display = useDisplay(hostApi);
  const data = chargeback.data;
  const canEdit = hostApi.session.user?.can_edit === true;

  let body;
  if (chargeback.isError && !data) {
    body = isGatewayError(chargeback.error, 'NOT_FOUND_ERROR') ? (
      <EmptyState title={t('chargeback.notFound')} description={t('payment.notFoundDescription')} />
    ) : (
      <ErrorState title={t('chargeback.failed')} onRetry={() => void chargeback.refetch()} />
    );
  } else if (!data) {
    body = <Skeleton label={t('loading')} lines={8} />;
  } else {
    body = (
      <div className="mdp-cards-columns">
        <ChargebackFacts chargeback={data} display={display} />
        {canRespond(data, canEdit) ? <ChargebackResponseForm chargeback={data} /> : <ChargebackResponse chargeback={data} display={display} canEdit={canEdit} />}
      </div>
    );
  }

  return (
    <div className="mdp-cards-page">
      <Link className="mdp-cards-back" to={CHARGEBACKS_PATH}>
        <span aria-hidden="true">‹ </span>
        {t('chargeback.back')}
      </Link>
      <PageHeader title={t('chargeback.title')} description={data?.id} />
      {body}
    </div>
  );
});

export default function ChargebackPage() {
  const { id = '' } = useParams();
  return <ChargebackView id={id} />;
}
