import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import type { AccountNameCheckAnswer, DisbursementChannel } from 'shared-contracts/areas/sending-money/sending-money';
import type { SendFormValues } from 'shared-contracts/areas/sending-money/sending-money-rules';
import { useHostApi } from 'shared-contracts/react';
import { Banner, Button, Card, PageHeader } from 'shared-ui';
import { KeyValueList } from 'shared-ui/data';
import { FormActions, FormError } from 'shared-ui/forms';
import { useSendDisbursement } from '../../api/disbursement';
import { maskedAccount, useDisplay } from '../shared/use-display';
import { PinNotSet, usePinEntry } from '../shared/WithdrawalPin';

export interface Checked {
  channel: DisbursementChannel;
  values: SendFormValues;
  /** Minor units. */
  amount: number;
  check: AccountNameCheckAnswer;
}

/** One key per confirmation: a double click or a retry after a lost answer sends once (the gateway answers the first). */
const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();

const TONE = { FOUND: 'success', MISMATCH: 'warning', NOT_FOUND: 'danger' } as const;

/** The confirmation step: who gets what, the name the bank holds, the fee and what leaves the balance; then send. */
export const SendConfirmation = observer(function SendConfirmation({ checked, onBack }: { checked: Checked; onBack: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const display = useDisplay(hostApi);
  const send = useSendDisbursement(hostApi);
  const [key] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | null>(null);
  const pinEntry = usePinEntry('send', { disabled: send.isPending, id: 'sm-send-pin' });
  const pinSet = Boolean(hostApi.session.user?.is_pin_set);
  const { channel, values, amount, check } = checked;
  const money = (minor: number) => display.money(minor, channel.currency);
  const total = amount + channel.fee;
  // The bank does not know the account: sending would only fail, so it is not offered.
  const blocked = check.result === 'NOT_FOUND';

  const onSend = () => {
    setProblem(null);
    // The withdrawal PIN authorises the money leaving (decision 0075); the key stays, so a retry sends once.
    const pin = pinEntry.take();
    if (pin === undefined) return;
    send.mutate(
      { channel_code: channel.code, account_number: values.account_number, account_holder_name: values.account_holder_name, amount, description: values.description, idempotency_key: key, pin },
      {
        onSuccess: (sent) => {
          hostApi.toasts.show(t(`confirm.sent.${sent.status}`), sent.status === 'FAILED' ? 'error' : 'success');
          const href = hostApi.routes.href('sending-money.disbursement', { params: { id: sent.id } });
          if (href) hostApi.navigate(href);
        },
        onError: (error) => {
          const refused = pinEntry.refusal(error);
          if (refused) {
            setProblem(refused.text ?? null);
            return;
          }
          const code = isGatewayError(error) ? error.code : '';
          setProblem(code === 'INSUFFICIENT_BALANCE_ERROR' ? t('confirm.insufficient') : code === 'API_VALIDATION_ERROR' ? t('confirm.refused') : t('confirm.failed'));
        },
      },
    );
  };

  return (
    <div className="mdp-sm-page">
      <PageHeader title={t('confirm.title')} description={t('confirm.description')} />
      <Card aria-labelledby="sm-confirm-facts" className="mdp-sm-section">
        <h2 id="sm-confirm-facts">{t('confirm.recipient')}</h2>
        <Banner tone={TONE[check.result]} title={t(`nameCheck.${check.result}.title`)} role="status">
          {t(`nameCheck.${check.result}.text`, { name: check.account_holder_name ?? '' })}
        </Banner>
        <KeyValueList
          items={[
            { key: 'name', term: t('send.holderName'), value: values.account_holder_name },
            { key: 'account', term: t('columns.account'), value: `${channel.name} · ${maskedAccount(channel.code, values.account_number)}` },
            { key: 'description', term: t('send.description'), value: <span className="mdp-sm-wrap">{values.description}</span> },
            { key: 'amount', term: t('columns.amount'), value: money(amount) },
            { key: 'fee', term: t('confirm.fee'), value: money(channel.fee) },
            { key: 'total', term: t('confirm.total'), value: <strong>{money(total)}</strong> },
          ]}
        />
        {blocked ? null : pinSet ? pinEntry.field : <PinNotSet action="send" />}
        <FormError>{problem ?? undefined}</FormError>
        <FormActions align="start">
          <Button type="button" variant="secondary" onClick={onBack} disabled={send.isPending}>
            {t('confirm.back')}
          </Button>
          {blocked || !pinSet ? null : (
            <Button type="button" busy={send.isPending} onClick={onSend}>
              {t('confirm.send', { amount: money(total) })}
            </Button>
          )}
        </FormActions>
      </Card>
    </div>
  );
});
