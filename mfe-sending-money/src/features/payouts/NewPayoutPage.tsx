import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { PAYOUT_DESCRIPTION_MAX, PAYOUT_TTL_DAYS } from 'shared-contracts/areas/sending-money/payouts';
import { CHANNEL_TERMS, disbursementAmountProblem } from 'shared-contracts/areas/sending-money/sending-money-rules';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { Button, PageHeader } from 'shared-ui';
import { AmountInput, FormActions, FormError, TextField, formErrorOf, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { useCreatePayout } from '../../api/payouts';
import { minorOf } from '../../rules/amounts';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';
import { PAYOUT_PLACE, usePlace } from '../shared/place';
import { PinNotSet, usePinEntry, usePinReadiness } from '../shared/WithdrawalPin';

interface PayoutFormValues {
  amount: string;
  description: string;
  recipient_email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A payout link: the amount and its fee leave the balance now, authorised by the maker's withdrawal
 * PIN as a disbursement is (decision 0078); the recipient claims it within PAYOUT_TTL_DAYS. A refused
 * PIN empties the PIN alone: the amount, description and email stay, and so does the idempotency key.
 */
export const NewPayoutPage = observer(function NewPayoutPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const create = useCreatePayout(hostApi);
  const place = usePlace(PAYOUT_PLACE);
  // One key per page: a double submit or a retry after a lost answer makes one payout.
  const [key] = useState(() => globalThis.crypto.randomUUID());
  const readiness = usePinReadiness();
  const pinEntry = usePinEntry('payout', { disabled: create.isPending, id: 'sm-payout-pin' });
  const { currency } = display;
  const terms = CHANNEL_TERMS[currency].BANK;
  if (!gates.send) return <Forbidden what="send" />;
  const header = <PageHeader title={t('payout.newTitle')} description={<RouteLink route={place.list}>{t('payout.backToList')}</RouteLink>} />;
  // No PIN, and no permission to set one: only why, and who can help (decision 0078).
  if (readiness === 'unsettable') {
    return (
      <div className="mdp-sm-page">
        {header}
        {/* A measure that reads, as the forms' (not the page's full width). */}
        <div className="mdp-sm-section">
          <PinNotSet action="payout" />
        </div>
      </div>
    );
  }

  const validate = (values: PayoutFormValues) => {
    const errors: Partial<Record<keyof PayoutFormValues, string>> = {};
    const amount = minorOf(values.amount ?? '', currency);
    if (!values.amount?.trim()) errors.amount = 'requiredField';
    else if (amount === undefined) errors.amount = 'amountUnreadable';
    else errors.amount = disbursementAmountProblem(amount, terms) ?? undefined;
    if (!values.description?.trim()) errors.description = 'requiredField';
    else if (values.description.trim().length > PAYOUT_DESCRIPTION_MAX) errors.description = 'exceedMaxCharacters';
    if (values.recipient_email?.trim() && !EMAIL.test(values.recipient_email.trim())) errors.recipient_email = 'invalidEmail';
    return errors;
  };
  const onSubmit = async (values: PayoutFormValues) => {
    // The whole PIN first: its problem is said under it, and the gateway is asked nothing.
    const pin = pinEntry.take();
    if (pin === undefined) return undefined;
    try {
      const email = values.recipient_email?.trim();
      const made = await create.mutateAsync({ amount: minorOf(values.amount, currency) ?? 0, description: values.description.trim(), ...(email ? { recipient_email: email } : {}), idempotency_key: key, pin });
      hostApi.toasts.show(t('payout.created'), 'success');
      const href = hostApi.routes.href(place.detail, { params: { id: made.id } });
      if (href) hostApi.navigate(href);
      return undefined;
    } catch (error) {
      const refused = pinEntry.refusal(error);
      if (refused) return refused.text ? formErrorOf(refused.text) : undefined;
      const insufficient = isGatewayError(error) && error.code === 'INSUFFICIENT_BALANCE_ERROR';
      return submissionErrorsOf(error, ['amount', 'description', 'recipient_email'], insufficient ? t('payout.insufficient') : t('payout.failed'));
    }
  };

  return (
    <div className="mdp-sm-page">
      {header}
      {/* Said before anything is typed, so setting the PIN elsewhere loses nothing (decision 0075). */}
      {readiness === 'set' ? null : <PinNotSet action="payout" />}
      <Form<PayoutFormValues> onSubmit={onSubmit} validate={validate} initialValues={{ amount: '', description: '', recipient_email: '' }}>
        {({ handleSubmit, submitting, submitError, values }) => {
          const amount = minorOf(values.amount ?? '', currency);
          return (
            <form className="mdp-sm-section" onSubmit={handleSubmit} noValidate aria-label={t('payout.newTitle')}>
              <p>{t('payout.newHelp', { days: PAYOUT_TTL_DAYS, fee: display.money(terms.fee, currency) })}</p>
              <Field<string> name="amount">
                {(props) => (
                  <AmountInput
                    {...fromFinalForm(props, (message) => t(`validation.${message}`))}
                    currency={currency}
                    label={t('send.amount', { currency })}
                    description={t('send.limits', { min: display.money(terms.min, currency), max: display.money(terms.max, currency), fee: display.money(terms.fee, currency) })}
                    required
                  />
                )}
              </Field>
              <Field<string> name="description">{(props) => <TextField {...fromFinalForm(props, (message) => t(`validation.${message}`))} label={t('send.description')} required />}</Field>
              <Field<string> name="recipient_email">
                {(props) => <TextField {...fromFinalForm(props, (message) => t(`validation.${message}`))} label={t('payout.recipientEmail')} type="email" autoComplete="off" />}
              </Field>
              {amount !== undefined ? <p className="mdp-sm-total">{t('payout.total', { amount: display.money(amount + terms.fee, currency) })}</p> : null}
              {readiness === 'set' ? pinEntry.field : null}
              <FormError>{submitError}</FormError>
              {readiness === 'set' ? (
                <FormActions align="start">
                  <Button type="submit" busy={submitting}>
                    {t('payout.create')}
                  </Button>
                </FormActions>
              ) : null}
            </form>
          );
        }}
      </Form>
    </div>
  );
});
