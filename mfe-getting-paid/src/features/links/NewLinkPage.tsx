import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { amountProblem, paymentLinkFormSchema, type PaymentLinkFormValues } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import { useHostApi } from 'shared-contracts/react';
import { Button, PageHeader } from 'shared-ui';
import { AmountInput, FormActions, FormError, RadioGroup, TextArea, TextField, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { useCreatePaymentLink } from '../../api/payment-link';
import { readAmount, toMinorUnits } from '../../rules/amounts';
import { validateNested } from '../../rules/form-errors';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';

const INITIAL: PaymentLinkFormValues = { title: '', description: '', amount: '', type: 'SINGLE' };

/** Create a payment link: title, amount, one payment or many; the preview is what the customer sees. */
export const NewLinkPage = observer(function NewLinkPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const create = useCreatePaymentLink(hostApi);
  const schemaCheck = useMemo(() => validateNested(paymentLinkFormSchema), []);
  const { currency } = display;
  const message = (key: string) => t(`validation.${key}`);
  if (gates.decided && !gates.createLink) return <Forbidden reason={gates.change ? 'mode' : 'permission'} />;

  const validate = (values: PaymentLinkFormValues) => {
    const errors = schemaCheck(values);
    const amount = readAmount(values.amount, currency);
    const problem = amount === undefined ? null : amountProblem(toMinorUnits(amount, currency), currency);
    return problem ? { ...errors, amount: problem === 'belowMin' ? 'amountBelowMin' : 'amountAboveMax' } : errors;
  };
  const onSubmit = async (values: PaymentLinkFormValues) => {
    try {
      const created = await create.mutateAsync({
        title: values.title.trim(),
        description: values.description?.trim() ?? '',
        currency,
        amount: toMinorUnits(readAmount(values.amount, currency) ?? '0', currency),
        type: values.type,
      });
      hostApi.toasts.show(t('create.linkCreated'), 'success');
      const href = hostApi.routes.href('getting-paid.payment-link', { params: { id: created.id } });
      if (href) hostApi.navigate(href);
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, ['title', 'description', 'amount', 'type', 'currency'], t('create.failed'));
    }
  };

  return (
    <div className="mdp-gp-page">
      <PageHeader title={t('create.linkTitle')} description={t('create.linkDescription')} />
      <Form<PaymentLinkFormValues> onSubmit={onSubmit} validate={validate} initialValues={INITIAL}>
        {({ handleSubmit, submitting, submitError, values }) => (
          <div className="mdp-gp-split">
            <form className="mdp-gp-section" onSubmit={handleSubmit} noValidate aria-label={t('create.linkTitle')}>
              <Field<string> name="title">{(props) => <TextField {...fromFinalForm(props, message)} label={t('create.linkName')} required />}</Field>
              <Field<string> name="description">{(props) => <TextArea {...fromFinalForm(props, message)} label={t('create.description')} />}</Field>
              <Field<string> name="amount">{(props) => <AmountInput {...fromFinalForm(props, message)} currency={currency} label={t('create.amount', { currency })} required />}</Field>
              <Field<string> name="type">
                {({ input }) => (
                  <RadioGroup
                    label={t('create.linkType')}
                    value={input.value}
                    onChange={input.onChange}
                    options={[{ value: 'SINGLE', label: t('type.SINGLE'), description: t('create.singleHelp') }, { value: 'MULTIPLE', label: t('type.MULTIPLE'), description: t('create.multipleHelp') }]}
                  />
                )}
              </Field>
              <FormError>{submitError}</FormError>
              <FormActions align="start">
                <Button type="submit" busy={submitting}>
                  {t('create.submitLink')}
                </Button>
              </FormActions>
            </form>
            <section className="mdp-gp-preview" aria-labelledby="gp-link-preview">
              <h2 id="gp-link-preview">{t('create.preview')}</h2>
              <p className="mdp-gp-muted">{hostApi.session.business?.name}</p>
              <p>
                <strong>{values.title.trim() || t('create.previewUntitled')}</strong>
              </p>
              {values.description ? <p>{values.description}</p> : null}
              <p className="mdp-gp-total">{t('create.total', { amount: display.money(toMinorUnits(readAmount(values.amount, currency) ?? '0', currency), currency) })}</p>
            </section>
          </div>
        )}
      </Form>
    </div>
  );
});
