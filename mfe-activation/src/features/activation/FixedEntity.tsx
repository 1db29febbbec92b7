import { useTranslation } from 'react-i18next';

import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { ACTIVATION_PATH } from '../../rules/activation-route';

export interface FixedEntityProps {
  country: string;
  entityType: string;
}

/** On a page fixed to one entity type: what is set for the merchant, and the way to the business form. */
export function FixedEntity({ country, entityType }: FixedEntityProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('activation');
  return (
    <div className="activation-fixed">
      <p>{t('phIndividual.fixed')}</p>
      <dl className="activation-review">
        <div>
          <dt>{t('lead.country')}</dt>
          <dd>{country}</dd>
        </div>
        <div>
          <dt>{t('lead.entityType')}</dt>
          <dd>{entityType}</dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={() => hostApi.navigate(ACTIVATION_PATH)}>
        {t('phIndividual.openBusinessForm')}
      </Button>
    </div>
  );
}
