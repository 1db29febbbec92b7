import { useTranslation } from 'react-i18next';
import { PageHeader } from 'shared-ui';

function AreaPage({ section }: { section: string }) {
  const { t } = useTranslation('activation');
  return <PageHeader title={t(`${section}.title`)} description={t(`${section}.notBuilt`)} />;
}

export { ActivationPage } from '../ActivationPage';
export { OngoingActivationPage } from '../OngoingActivationPage';
export const PhIndividualPage = () => <AreaPage section="phIndividual" />;
export const GetStartedPage = () => <AreaPage section="getStarted" />;

export function NotFoundPage() {
  const { t } = useTranslation('activation');
  return <PageHeader title={t('notFound.title')} description={t('notFound.description')} />;
}
