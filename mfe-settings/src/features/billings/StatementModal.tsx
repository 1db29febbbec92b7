import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from 'shared-contracts';
import { saveFile, useHostApi } from 'shared-contracts/react';
import { CopyButton, ErrorState, Skeleton } from 'shared-ui';
import { KeyValueList, StatusBadge } from 'shared-ui/data';
import { PrintableDocumentModal } from 'shared-ui/overlays';
import { useBillingStatement } from '../../api/get-billing-statement';
import { statementContent, type StatementContent, type StatementRow } from '../../rules/billing-statement';
import './statement.css';

const TONES = { PAID: 'success', UNPAID: 'warning', OVERDUE: 'danger' } as const;
const items = (rows: StatementRow[], render: (row: StatementRow) => ReactNode = (row) => row.value) =>
  rows.map((row) => ({ key: row.key, term: row.label, value: render(row) }));

function StatementView({ content, dueDate }: { content: StatementContent; dueDate: string }) {
  const { t } = useTranslation('settings');
  const amount = content.payment.find((row) => row.key === 'amount')?.value ?? '';
  return (
    <article className="mdp-settings-statement" aria-labelledby="mdp-settings-statement-total">
      <KeyValueList
        items={items(content.facts, (row) =>
          row.key === 'status' ? <StatusBadge status={content.state} label={row.value} tone={TONES[content.state]} /> : row.value,
        )}
        columns={2}
      />
      <h3 id="mdp-settings-statement-total">{t('billings.detail.amounts')}</h3>
      <KeyValueList items={items(content.amounts, (row) => (row.key === 'total' ? <strong>{row.value}</strong> : row.value))} />
      {content.payment.length > 0 ? (
        <section aria-labelledby="mdp-settings-statement-pay">
          <h3 id="mdp-settings-statement-pay">{t('billings.detail.payTitle')}</h3>
          <p>{t('billings.detail.payHow', { amount, date: dueDate })}</p>
          <KeyValueList
            items={items(content.payment, (row) =>
              row.key === 'account' ? (
                <span className="mdp-settings-statement-account">
                  <span>{row.value}</span>
                  <CopyButton value={row.value} accessibleLabel={t('billings.detail.copyAccount')} />
                </span>
              ) : (
                row.value
              ),
            )}
          />
        </section>
      ) : (
        <p>{t('billings.detail.paid')}</p>
      )}
      <p className="mdp-settings-statement-footer">{t('billings.detail.footer')}</p>
    </article>
  );
}

/**
 * One billing statement (issue 42): the month, the fees and the tax, and how to pay it into its own
 * virtual account; printed by the browser or downloaded as a PDF made in the browser.
 */
export const StatementModal = observer(function StatementModal({ id, onClose }: { id: string; onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const statement = useBillingStatement(hostApi, id);
  const business = hostApi.session.business;
  const country = COUNTRY_CODES[business?.country_of_operation ?? 'Indonesia'];
  const content = statement.data ? statementContent(statement.data, country, new Date(), (key, values) => t(key, values)) : null;

  const download = async () => {
    if (!content) return;
    try {
      const { statementPdf } = await import('./statement-pdf');
      const texts = { business: business?.name ?? '', title: t('billings.detail.title'), payTitle: t('billings.detail.payTitle'), footer: t('billings.detail.footer') };
      saveFile(content.fileName, 'application/pdf', await statementPdf(content, texts));
    } catch (error) {
      hostApi.reportError(error, { remote: 'settings', phase: 'billing statement pdf' });
      hostApi.toasts.show(t('billings.detail.pdfFailed'), 'error');
    }
  };

  let body;
  if (statement.isError) body = <ErrorState title={t('billings.detail.failed')} onRetry={() => void statement.refetch()} retryLabel={t('retry')} headingLevel={3} />;
  else if (!content || !statement.data) body = <Skeleton label={t('billings.detail.loading')} lines={6} />;
  else body = <StatementView content={content} dueDate={content.facts.find((row) => row.key === 'due')?.value ?? ''} />;

  return (
    <PrintableDocumentModal
      title={t('billings.detail.title')}
      labels={{ print: t('billings.detail.print'), download: t('billings.detail.download') }}
      onDownload={download}
      onClose={onClose}
      ready={Boolean(content)}
    >
      {body}
    </PrintableDocumentModal>
  );
});
