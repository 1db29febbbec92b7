import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ENTITY_TYPES, type EntityType, type LeadQualificationEntry, type LeadQualificationKey } from 'shared-contracts/areas/activation/activation';
import { useHostApi } from 'shared-contracts/react';
import { Button, ErrorState, Skeleton } from 'shared-ui';
import { PhoneInput, RadioGroup, TextField } from 'shared-ui/forms';
import { Select } from 'shared-ui/pickers';
import { useCompanyTypes } from '../../api/get-company-types';
import { useLeadQualification } from '../../api/get-lead-qualification';
import { useParentIndustrySectors } from '../../api/get-parent-industry-sectors';
import { answerOf, unansweredKeys } from '../../rules/lead-qualification';
import { entityOptions, fixedAnswers, optionsOf, secIndexOf, sectorOptions } from './lead-options';
import { FixedEntity } from './FixedEntity';

export interface LeadQualificationStepProps {
  entries: readonly LeadQualificationEntry[];
  answer: (entry: LeadQualificationEntry) => void;
  onContinue: (entityType: EntityType, countryId: string) => void;
  busy: boolean;
  /** The entity type the page is fixed to (/activation-ph-individual): its country and type are set, not asked. */
  fixedEntity?: EntityType | undefined;
}

const isEntityType = (value: string | undefined): value is EntityType => ENTITY_TYPES.some((type) => type === value);

/** Step 1: the lead qualification questions; every answer is kept in the browser as it is given. */
export function LeadQualificationStep({ entries, answer, onContinue, busy, fixedEntity }: LeadQualificationStepProps) {
  const hostApi = useHostApi();
  const { t } = useTranslation('activation');
  const answers = useLeadQualification(hostApi);
  const companyTypes = useCompanyTypes(hostApi);
  const entityType = answerOf(entries, 'ENTITY_TYPE')?.value2;
  const sectors = useParentIndustrySectors(hostApi, isEntityType(entityType) ? entityType : undefined);
  const [tried, setTried] = useState(false);
  const fixed = fixedEntity ? fixedAnswers(answers.data?.data ?? [], fixedEntity) : null;

  useEffect(() => {
    // The fixed country and entity type are answered for the merchant, once the answer records are here.
    if (!fixed) return;
    if (answerOf(entries, 'COUNTRY_OF_REGISTRATION')?.value1 !== fixed.country.value1) answer(fixed.country);
    if (answerOf(entries, 'ENTITY_TYPE')?.value1 !== fixed.entity.value1) answer(fixed.entity);
  }, [fixed, entries, answer]);

  if (answers.isError || companyTypes.isError || sectors.isError) {
    return <ErrorState title={t('errors.loadFailed')} onRetry={() => void Promise.all([answers.refetch(), companyTypes.refetch(), sectors.refetch()])} />;
  }
  if (!answers.data || !companyTypes.data || !sectors.data) return <Skeleton lines={6} label={t('loading')} />;

  const records = answers.data.data;
  const country = answerOf(entries, 'COUNTRY_OF_REGISTRATION')?.value1 ?? '';
  const entityId = answerOf(entries, 'ENTITY_TYPE')?.value1 ?? '';
  const types = companyTypes.data.data.filter((type) => type.lead_qualification_id === entityId);
  const missing = new Set(unansweredKeys(entries, types.length > 0));
  const error = (key: LeadQualificationKey) => (tried && missing.has(key) ? t('errors.requiredField') : undefined);
  const value = (key: LeadQualificationKey) => answerOf(entries, key)?.value1 ?? '';
  const choose = (key: LeadQualificationKey, options: readonly { value: string; label: string }[]) => (chosen: string) =>
    answer({ key, value1: chosen, value2: options.find((option) => option.value === chosen)?.label ?? '' });

  const countries = optionsOf(records, 'COUNTRY_OF_REGISTRATION');
  const entities = entityOptions(records, country);
  const companyTypeOptions = types.map((type) => ({ value: type.id, label: type.company_type }));
  const sectorChoices = sectorOptions(sectors.data.data);

  const submit = () => {
    setTried(true);
    if (missing.size > 0 || !isEntityType(entityType)) return;
    answer({ key: 'SEC_NONSEC_INDEX', value1: secIndexOf(entityType) });
    onContinue(entityType, country);
  };

  return (
    <form
      className="activation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2>{t('lead.title')}</h2>
      <p>{t('lead.description')}</p>
      {fixed ? (
        <FixedEntity country={fixed.country.value2 ?? ''} entityType={fixed.entity.value2 ?? ''} />
      ) : (
        <Select placeholder={t('choose')} label={t('lead.country')} required options={countries} value={country} onChange={choose('COUNTRY_OF_REGISTRATION', countries)} error={error('COUNTRY_OF_REGISTRATION')} />
      )}
      {country && !fixed ? (
        <RadioGroup label={t('lead.entityType')} required options={entities} value={entityId} onChange={choose('ENTITY_TYPE', entities)} error={error('ENTITY_TYPE')} />
      ) : null}
      {companyTypeOptions.length > 0 ? (
        <Select placeholder={t('choose')} label={t('lead.companyType')} required options={companyTypeOptions} value={value('COMPANY_TYPE')} onChange={choose('COMPANY_TYPE', companyTypeOptions)} error={error('COMPANY_TYPE')} />
      ) : null}
      {answerOf(entries, 'COMPANY_TYPE')?.value2 === 'Others' ? (
        <TextField label={t('lead.otherCompanyType')} required maxLength={255} value={value('OTHER_COMPANY_TYPE')} onChange={(typed) => answer({ key: 'OTHER_COMPANY_TYPE', value1: typed })} error={error('OTHER_COMPANY_TYPE')} />
      ) : null}
      <Select placeholder={t('choose')} label={t('lead.industrySector')} required options={sectorChoices} value={value('INDUSTRY_SECTOR')} onChange={(chosen) => {
        const sector = sectorChoices.find((option) => option.value === chosen);
        answer({ key: 'INDUSTRY_SECTOR', value1: chosen, value2: sector?.child ?? '', value3: sector?.parent ?? '' });
      }} error={error('INDUSTRY_SECTOR')} />
      {(['NUM_OF_EMPLOYEES', 'ROLE', 'MONTHLY_TRANSACTIONS', 'AVG_TRANSACTION_SIZE'] as const).map((key) => {
        const options = optionsOf(records, key);
        return <Select placeholder={t('choose')} key={key} label={t(`lead.${key}`)} required options={options} value={value(key)} onChange={choose(key, options)} error={error(key)} />;
      })}
      <PhoneInput label={t('lead.contactNumber')} required value={value('CONTACT_NUMBER')} onChange={(typed) => answer({ key: 'CONTACT_NUMBER', value1: typed })} error={error('CONTACT_NUMBER')} />
      <div className="activation-actions">
        <Button type="submit" busy={busy}>
          {t('actions.saveAndContinue')}
        </Button>
      </div>
    </form>
  );
}
