import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { ActivationCategory, EntityType, MasterField, SavedSections } from 'shared-contracts/areas/activation/activation';
import { Button } from 'shared-ui';
import { ReportDirty } from './ReportDirty';
import { fieldKey } from '../../rules/field-keys';
import { fieldRule, sectionErrors, sectionSlug, sectionValues, sectionsToSave, type SectionValues } from '../../rules/section-values';
import { MasterFieldControl } from './MasterFieldControl';

export interface SectionsStepProps {
  title: string;
  categories: readonly ActivationCategory[];
  fields: readonly MasterField[];
  saved: SavedSections;
  entityType: EntityType;
  countryId: string;
  currentYear: number;
  onSave: (sections: SavedSections) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
  onBack: () => void;
}

/** A step of master-field sections (registration, tax and bank; or signatory and contact). */
export function SectionsStep({ title, categories, fields, saved, entityType, countryId, currentYear, onSave, onDirtyChange, onBack }: SectionsStepProps) {
  const { t } = useTranslation('activation');
  // Taken once per step: final-form starts over whenever initialValues is a new object, which would
  // drop what the merchant typed each time the page re-renders.
  const [initialValues] = useState(() => sectionValues(categories, fields, saved, entityType));
  return (
    <Form<SectionValues>
      initialValues={initialValues}
      validate={(values) => sectionErrors(categories, fields, values, currentYear)}
      onSubmit={(values) => onSave(sectionsToSave(categories, fields, values, entityType))}
      render={({ handleSubmit, submitting, values }) => (
        <form className="activation-form" noValidate onSubmit={handleSubmit}>
          <ReportDirty onDirtyChange={onDirtyChange} />
          <h2>{title}</h2>
          {categories.map((category) => (
            <fieldset key={category} className="activation-section">
              <legend>{t(`categories.${sectionSlug(category)}`)}</legend>
              {fields
                .filter((field) => field.category === category)
                .map((field) => ({ field, rule: fieldRule(field, values[sectionSlug(category)]) }))
                // The PEP details appear once the PEP question is answered yes (rules/section-values).
                .filter(({ rule }) => rule.asked)
                .map(({ field, rule }) => (
                  <Field<string> key={field.id} name={`${sectionSlug(category)}.${fieldKey(field)}`}>
                    {({ input, meta }) => (
                      <MasterFieldControl
                        field={{ ...field, required: rule.required }}
                        countryId={countryId}
                        name={input.name}
                        value={input.value}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                        error={meta.touched && typeof meta.error === 'string' ? t(`errors.${meta.error}`) : undefined}
                      />
                    )}
                  </Field>
                ))}
            </fieldset>
          ))}
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
