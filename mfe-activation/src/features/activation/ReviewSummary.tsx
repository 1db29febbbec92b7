import { useTranslation } from 'react-i18next';
import type { MasterField } from 'shared-contracts/areas/activation/activation';
import { INPUT_MASKS } from 'shared-contracts/rules';
import { Button } from 'shared-ui';
import { applyMask } from 'shared-ui/forms';
import type { ReviewGroup, ReviewPage, ReviewRow } from '../../rules/review-groups';
import { isListInput, useFieldOptions, type ListInput } from './use-field-options';

/** The step's title, as the stepper names it. */
const titleKeyOf = (page: ReviewPage): string => (page.kind === 'sections' ? `steps.${page.name}` : `steps.${page.kind}`);

/** A submission's refusal of one fact, shown beside it (spec 02 §8). */
export type ReviewErrors = Partial<Record<'legal_name' | 'npwp', string>>;

/** A bank, role or country as its dropdown names it (the gateway's list), the stored value until it loads. */
function ListValue({ input, value, countryId }: { input: ListInput; value: string; countryId: string }) {
  const { i18n } = useTranslation('activation');
  const options = useFieldOptions(input, countryId, i18n.language);
  return <>{options.status === 'ready' ? (options.options.find((option) => option.value === value)?.label ?? value) : value}</>;
}

function FieldValue({ field, value, countryId }: { field: MasterField; value: string; countryId: string }) {
  const { t } = useTranslation('activation');
  if (isListInput(field.input)) return <ListValue input={field.input} value={value} countryId={countryId} />;
  if (field.input === 'yes_no') return <>{t(`answers.${value === 'yes' ? 'yes' : 'no'}`)}</>;
  const mask = field.input === 'npwp' || field.input === 'tin' || field.input === 'sec' ? INPUT_MASKS[field.input] : undefined;
  return <>{mask ? applyMask(value, mask) : value}</>;
}

function Row({ row, countryId, errors }: { row: ReviewRow; countryId: string; errors: ReviewErrors }) {
  const { t, i18n } = useTranslation('activation');
  const language = i18n.language === 'id' ? 'id' : 'en';
  const label = row.kind === 'fact' ? t(row.labelKey) : row.kind === 'field' ? row.field.multi_language_label[language] : row.label[language];
  const error = row.kind === 'fact' && row.field ? errors[row.field] : row.kind === 'field' && row.field.input === 'npwp' ? errors.npwp : undefined;
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {row.kind === 'fact' ? (row.valueKey ? t(row.valueKey) : row.value) : null}
        {row.kind === 'field' ? <FieldValue field={row.field} value={row.value} countryId={countryId} /> : null}
        {row.kind === 'document' ? row.fileName : null}
        {error ? (
          <span className="mdp-error" role="alert">
            {error}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

export interface ReviewSummaryProps {
  groups: readonly ReviewGroup[];
  countryId: string;
  errors: ReviewErrors;
  onEdit: (step: number) => void;
}

/** Everything that will be submitted, one group per step, each with an Edit button back to its step (issue 42). */
export function ReviewSummary({ groups, countryId, errors, onEdit }: ReviewSummaryProps) {
  const { t } = useTranslation('activation');
  return (
    <>
      <p className="activation-review-intro">{t('review.intro')}</p>
      {groups.map((group) => {
        const title = t(titleKeyOf(group.page));
        const headingId = `activation-review-step-${group.step}`;
        const empty = group.sections.every((section) => section.rows.length === 0);
        return (
          <section key={group.step} className="activation-review-group" aria-labelledby={headingId}>
            <div className="activation-review-head">
              <h3 id={headingId}>{title}</h3>
              <Button variant="secondary" aria-label={t('review.editStep', { step: title })} onClick={() => onEdit(group.step)}>
                {t('review.edit')}
              </Button>
            </div>
            {empty ? <p>{t('review.nothingEntered')}</p> : null}
            {group.sections
              .filter((section) => section.rows.length > 0)
              .map((section) => (
                <div key={section.category ?? 'facts'}>
                  {section.category ? <h4>{t(`categories.${section.category}`)}</h4> : null}
                  <dl className="activation-review">
                    {section.rows.map((row, index) => (
                      <Row key={index} row={row} countryId={countryId} errors={errors} />
                    ))}
                  </dl>
                </div>
              ))}
          </section>
        );
      })}
    </>
  );
}
