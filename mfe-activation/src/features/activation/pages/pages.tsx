import { useTranslation } from 'react-i18next';
import { PageHeader } from 'shared-ui';
import { ActivationPage } from '../ActivationPage';
import { PH_INDIVIDUAL_PATH } from '../../../rules/activation-route';

export { ActivationPage };
export { OngoingActivationPage } from '../../activation-status/OngoingActivationPage';
/** /activation-ph-individual: the same journey, fixed to an individual in the Philippines. */
export const PhIndividualPage = () => <ActivationPage path={PH_INDIVIDUAL_PATH} titleKey="phIndividual.title" descriptionKey="phIndividual.description" />;
export { GetStartedPage } from '../GetStartedPage';

export function NotFoundPage() {
  const { t } = useTranslation('activation');
  return <PageHeader title={t('notFound.title')} description={t('notFound.description')} />;
}
