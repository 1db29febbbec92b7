import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { topUpInstructionsText } from 'shared-contracts/areas/settings/payment-methods';
import { Button, ErrorState, Skeleton } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { useTopUpBanks } from '../../api/get-top-up-banks';
import { saveFile, useHostApi } from 'shared-contracts/react';

/** Philippine top-up instructions (spec 02 §2): the bank table, the reference, and a download of both. */
export function TopUpInstructions() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const banks = useTopUpBanks(hostApi);
  const columns: [string, string, string] = [t('paymentMethods.topUp.bank'), t('paymentMethods.topUp.accountName'), t('paymentMethods.topUp.accountNumber')];
  const download = () => {
    if (!banks.data) return;
    const text = topUpInstructionsText(banks.data, { title: t('paymentMethods.topUp.title'), reference: t('paymentMethods.topUp.reference'), columns });
    saveFile('top-up-instructions.txt', 'text/plain;charset=utf-8', text);
  };
  return (
    <section className="mdp-settings-section" id="top-up" aria-labelledby="top-up-title">
      <div className="mdp-settings-section-head">
        <h2 id="top-up-title">{t('paymentMethods.topUp.sectionTitle')}</h2>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('paymentMethods.topUp.open')}
        </Button>
      </div>
      <p className="mdp-settings-note">{t('paymentMethods.topUp.intro')}</p>
      {open ? (
        <Modal
          isOpen
          onOpenChange={(next) => (next ? undefined : setOpen(false))}
          title={t('paymentMethods.topUp.title')}
          size="large"
          isDismissable
          footer={
            <Button onClick={download} disabled={!banks.isSuccess}>
              {t('paymentMethods.topUp.download')}
            </Button>
          }
        >
          {banks.isPending ? (
            <Skeleton label={t('paymentMethods.topUp.loading')} lines={3} />
          ) : banks.isError ? (
            <ErrorState title={t('paymentMethods.topUp.failed')} onRetry={() => void banks.refetch()} retryLabel={t('retry')} headingLevel={3} />
          ) : (
            <div className="mdp-settings-content">
              <p>
                {t('paymentMethods.topUp.referenceHint')} <code className="mdp-code">{banks.data.reference}</code>
              </p>
              <table className="mdp-va-table">
                <caption className="mdp-visually-hidden">{t('paymentMethods.topUp.caption')}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {banks.data.data.map((bank) => (
                    <tr key={bank.bank_name}>
                      <th scope="row">{bank.bank_name}</th>
                      <td>{bank.account_name}</td>
                      <td>
                        <code className="mdp-code">{bank.account_number}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Modal>
      ) : null}
    </section>
  );
}
