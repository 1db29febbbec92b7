import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useHostApi } from 'shared-contracts/react';
import { KeyValueList } from 'shared-ui/data';
import { LogoSection } from './LogoSection';
import { TimezoneSection } from './TimezoneSection';

/** /settings/business-profile (spec 01 §6: everyone): the business's details, its logo, the user's time zone. */
export const BusinessProfilePage = observer(function BusinessProfilePage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const business = hostApi.session.business;
  if (!business) return null;
  return (
    <>
      <section className="mdp-settings-section" aria-labelledby="business-details-title">
        <div className="mdp-settings-section-head">
          <h2 id="business-details-title">{t('profile.details')}</h2>
        </div>
        <KeyValueList
          columns={2}
          items={[
            { key: 'name', term: t('profile.name'), value: business.name },
            { key: 'email', term: t('profile.email'), value: business.email },
            { key: 'country', term: t('profile.country'), value: t(`profile.countries.${business.country_of_operation}`) },
            { key: 'id', term: t('profile.id'), value: business.id },
          ]}
        />
      </section>
      <LogoSection />
      <TimezoneSection />
    </>
  );
});
