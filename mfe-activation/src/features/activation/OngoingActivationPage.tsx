import { useTranslation } from 'react-i18next';
import { Banner, Button, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { useCompanyDetail } from '../../api/get-company-detail';
import { useHostApi } from 'shared-contracts/react';
import { ongoingStateOf } from '../../rules/ongoing-activation';

/** /activation/ongoing-activation: where the review stands and what the merchant does next. */
export function OngoingActivationPage() {
  const hostApi = useHostApi();
  const { t, i18n } = useTranslation('activation');
  const detail = useCompanyDetail(hostApi);
  const header = <PageHeader title={t('ongoing.title')} />;
  if (detail.isError) {
    return (
      <>
        {header}
        <ErrorState title={t('errors.loadFailed')} onRetry={() => void detail.refetch()} />
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        {header}
        <Skeleton lines={3} label={t('loading')} />
      </>
    );
  }
  const state = ongoingStateOf(detail.data);
  const submitted = detail.data.submitted_date ? new Date(detail.data.submitted_date).toLocaleDateString(i18n.language === 'id' ? 'id-ID' : 'en-US') : '';
  const tone = state === 'live' ? 'success' : state === 'declined' ? 'warning' : 'info';
  return (
    <>
      {header}
      <Banner tone={tone} title={t(`ongoing.${state}.title`)} role="status">
        <p>{t(`ongoing.${state}.status`, { date: submitted })}</p>
        <p>{t(`ongoing.${state}.next`)}</p>
      </Banner>
      {state === 'declined' || state === 'notSubmitted' ? (
        <div className="activation-actions activation-actions-start">
          <Button onClick={() => hostApi.navigate('/activation')}>{t('ongoing.openForm')}</Button>
        </div>
      ) : null}
    </>
  );
}
