import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { AccountNameCheckAnswer, DisbursementChannel } from 'shared-contracts/areas/sending-money/sending-money';
import { disbursementAmountProblem, sendFormSchema, type SendFormValues } from 'shared-contracts/areas/sending-money/sending-money-rules';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { toMajor, type DisbursementDetail } from 'shared-contracts/areas/sending-money/sending-money';
import { validateWith } from 'shared-contracts/rules';
import { Button, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { Combobox } from 'shared-ui/pickers';
import { AmountInput, FormActions, FormError, TextField, fromFinalForm, submissionErrorsOf } from 'shared-ui/forms';
import { useDisbursement, useNameCheck } from '../../api/disbursement';
import { useChannels } from '../../api/get-channels';
import { minorOf } from '../../rules/amounts';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { useDisplay } from '../shared/use-display';
import { PinNotSet, usePinReadiness } from '../shared/WithdrawalPin';
import { SendConfirmation, type Checked } from './SendConfirmation';

const INITIAL: SendFormValues = { channel_code: '', account_number: '', account_holder_name: '', amount: '', description: '' };
const FIELDS = ['channel_code', 'account_number', 'account_holder_name', 'amount', 'description'];

/** "Send again" from a failed disbursement: its recipient, amount and description, to check and confirm anew. */
const valuesOf = (earlier: DisbursementDetail | undefined): SendFormValues =>
  earlier
    ? {
        channel_code: earlier.channel_code, account_number: earlier.account_number, account_holder_name: earlier.account_holder_name,
        amount: String(toMajor(earlier.amount, earlier.currency)), description: earlier.description,
      }
    : INITIAL;

/**
 * Send one disbursement (decision 0071): the recipient's channel, account and name, the amount and
 * a description; the account's name is checked with the bank, then a confirmation with the amount,
 * the fee and what leaves the balance. Going back keeps what was typed.
 */
export const SendPage = observer(function SendPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const { currency } = display;
  const channels = useChannels(hostApi);
  const nameCheck = useNameCheck(hostApi);
  const [search] = useSearchParams();
  const from = search.get('from') ?? '';
  const earlier = useDisbursement(hostApi, from, from !== '');
  const [values, setValues] = useState<SendFormValues | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const readiness = usePinReadiness();
  const message = (key: string, params?: Record<string, unknown>) => t(`validation.${key}`, params);
  if (!gates.send) return <Forbidden what="send" />;
  // No PIN, and no permission to set one: nothing typed here could be sent, so only why and who can help (decision 0078).
  if (readiness === 'unsettable') {
    return (
      <div className="mdp-sm-page">
        <PageHeader title={t('send.title')} description={<RouteLink route="disbursements">{t('detail.backToList')}</RouteLink>} />
        {/* A measure that reads, as the forms' (not the page's full width). */}
        <div className="mdp-sm-section">
          <PinNotSet action="send" />
        </div>
      </div>
    );
  }
  if (channels.isPending || (from !== '' && earlier.isPending)) return <Skeleton label={t('send.loading')} lines={6} />;
  if (channels.isError) return <ErrorState title={t('send.channelsFailed')} headingLevel={2} onRetry={() => void channels.refetch()} />;
  const channelOf = (code: string): DisbursementChannel | undefined => channels.data.find((channel) => channel.code === code);

  if (checked) return <SendConfirmation checked={checked} onBack={() => setChecked(null)} />;

  const validate = (next: SendFormValues) => {
    const channel = channelOf(next.channel_code);
    const errors: Record<string, string> = validateWith(sendFormSchema(channel?.category))(next);
    const amount = minorOf(next.amount, currency);
    const problem = channel && amount !== undefined ? disbursementAmountProblem(amount, { min: channel.min_amount, max: channel.max_amount, fee: channel.fee }) : null;
    if (next.amount.trim() !== '' && amount === undefined) return { ...errors, amount: 'amountUnreadable' };
    return problem ? { ...errors, amount: problem } : errors;
  };
  const onSubmit = async (next: SendFormValues) => {
    setValues(next);
    const channel = channelOf(next.channel_code)!;
    const order = { ...next, account_number: next.account_number.trim(), account_holder_name: next.account_holder_name.trim(), description: next.description.trim() };
    try {
      const answer: AccountNameCheckAnswer = await nameCheck.mutateAsync({ channel_code: channel.code, account_number: order.account_number, account_holder_name: order.account_holder_name });
      setChecked({ channel, values: order, amount: minorOf(order.amount, currency) ?? 0, check: answer });
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, FIELDS, t('send.checkFailed'));
    }
  };
  const money = (minor: number) => display.money(minor, currency);
  const limits = (channel: DisbursementChannel | undefined) =>
    channel ? t('send.limits', { min: money(channel.min_amount), max: money(channel.max_amount), fee: money(channel.fee) }) : undefined;

  return (
    <div className="mdp-sm-page">
      <PageHeader title={t('send.title')} description={<RouteLink route="disbursements">{t('detail.backToList')}</RouteLink>} />
      {/* Said before anything is typed, so setting the PIN elsewhere loses nothing (decision 0075). */}
      {readiness === 'set' ? null : <PinNotSet action="send" />}
      <Form<SendFormValues> onSubmit={onSubmit} validate={validate} initialValues={values ?? valuesOf(earlier.data)}>
        {({ handleSubmit, submitting, submitError, values: typed }) => (
          <form className="mdp-sm-section" onSubmit={handleSubmit} noValidate aria-label={t('send.title')}>
            <Field<string> name="channel_code">
              {(props) => (
                <Combobox
                  {...fromFinalForm(props, message)}
                  label={t('send.channel')}
                  description={limits(channelOf(typed.channel_code))}
                  required
                  options={channels.data.map((channel) => ({ value: channel.code, label: `${channel.name} · ${t(`category.${channel.category}`)}` }))}
                />
              )}
            </Field>
            <Field<string> name="account_number">
              {(props) => (
                <TextField
                  {...fromFinalForm(props, message)}
                  label={channelOf(typed.channel_code)?.category === 'EWALLET' ? t('send.mobileNumber') : t('send.accountNumber')}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                />
              )}
            </Field>
            <Field<string> name="account_holder_name">{(props) => <TextField {...fromFinalForm(props, message)} label={t('send.holderName')} autoComplete="off" required />}</Field>
            <Field<string> name="amount">{(props) => <AmountInput {...fromFinalForm(props, message)} currency={currency} label={t('send.amount', { currency })} required />}</Field>
            <Field<string> name="description">{(props) => <TextField {...fromFinalForm(props, message)} label={t('send.description')} required />}</Field>
            <FormError>{submitError}</FormError>
            <FormActions align="start">
              <Button type="submit" busy={submitting}>
                {t('send.check')}
              </Button>
            </FormActions>
          </form>
        )}
      </Form>
    </div>
  );
});
