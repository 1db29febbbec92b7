import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { ActivationCompanyDetail } from 'shared-contracts/areas/activation/activation';
import { POSTAL_CODE_MAX_LENGTH, POSTAL_CODE_MIN_LENGTH } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { ProofOfBusiness } from './ProofOfBusiness';
import { ReportDirty } from './ReportDirty';
import { TextField, fromFinalForm } from 'shared-ui/forms';
import { businessDetailErrors, businessDetailValues, trimmedValues, type BusinessDetailField, type BusinessDetailValues } from '../../rules/business-details';

export interface BusinessDetailsStepProps {
  detail: ActivationCompanyDetail;
  onSave: (values: BusinessDetailValues) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
  onBack: () => void;
  /** A person rather than a registered business (rules/entity-variants): the names are asked as a person's. */
  person: boolean;
}

/** The postal code's messages name its bounds. */
const POSTAL_CODE_BOUNDS = { min: POSTAL_CODE_MIN_LENGTH, max: POSTAL_CODE_MAX_LENGTH };

const FIELDS: { name: BusinessDetailField; required?: boolean; multiline?: boolean; autoComplete?: string }[] = [
  { name: 'legal_name', required: true, autoComplete: 'organization' },
  { name: 'name' },
  { name: 'business_description', required: true },
  { name: 'website', autoComplete: 'url' },
  { name: 'street_line_1', required: true, autoComplete: 'address-line1' },
  { name: 'street_line_2', autoComplete: 'address-line2' },
  { name: 'state', required: true, autoComplete: 'address-level1' },
  { name: 'city', required: true, autoComplete: 'address-level2' },
  { name: 'postal_code', required: true, autoComplete: 'postal-code' },
];

/** The fields a person is asked in other words: their own name, what they sell. */
const PERSON_LABELS = { legal_name: true, name: true, business_description: true } as const;

/** Step 2: the business's names, description, website and address. */
export function BusinessDetailsStep({ detail, onSave, onDirtyChange, onBack, person }: BusinessDetailsStepProps) {
  const { t } = useTranslation('activation');
  const hasProofFile = Boolean(detail.proof_of_business_file_id);
  // Taken once per step (see SectionsStep).
  const [initialValues] = useState(() => businessDetailValues(detail));
  return (
    <Form<BusinessDetailValues>
      initialValues={initialValues}
      validate={(values) => businessDetailErrors(values, hasProofFile)}
      onSubmit={(values) => onSave(trimmedValues(values))}
      render={({ handleSubmit, submitting }) => (
        <form className="activation-form" noValidate onSubmit={handleSubmit}>
          <ReportDirty onDirtyChange={onDirtyChange} />
          <h2>{t('steps.business')}</h2>
          {FIELDS.map(({ name, required, autoComplete }) => (
            <Field<string> key={name} name={name}>
              {(props) => (
                <TextField
                  {...fromFinalForm(props, (key) => t(`errors.${key}`, POSTAL_CODE_BOUNDS))}
                  label={t(person && name in PERSON_LABELS ? `business.person.${name}` : `business.${name}`)}
                  // The website is required unless a proof-of-business file stands in for it.
                  required={required || (name === 'website' && !hasProofFile)}
                  maxLength={name === 'business_description' ? 1000 : 255}
                  autoComplete={person && name === 'legal_name' ? 'name' : autoComplete}
                  type={name === 'website' ? 'url' : 'text'}
                />
              )}
            </Field>
          ))}
          <ProofOfBusiness detail={detail} />
          <div className="activation-actions">
            <Button variant="secondary" onClick={onBack}>
              {t('actions.back')}
            </Button>
            <Button type="submit" busy={submitting}>
              {t('actions.saveAndContinue')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
