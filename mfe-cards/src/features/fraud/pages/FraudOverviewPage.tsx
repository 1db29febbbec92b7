import { useTranslation } from 'react-i18next';
import { PageHeader } from 'shared-ui';
import { AnchorCards } from 'shared-ui/data';
import { RouterLink, useFraudSections } from '../fraud-nav';

/** /credit_cards/fraud_prevention (spec 02 §2): where each part of fraud prevention and card settings is. */
export default function FraudOverviewPage() {
  const { t } = useTranslation('cards');
  return (
    <div className="mdp-cards-page">
      <PageHeader title={t('fraudPrevention.title')} description={t('fraudPrevention.description')} />
      <AnchorCards items={useFraudSections()} label={t('fraud.sections.label')} link={RouterLink} />
    </div>
  );
}
