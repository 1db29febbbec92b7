import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from 'shared-contracts';
import { formatDate, formatMoney } from 'shared-contracts/rules';
import { useHostApi } from 'shared-contracts/react';
import { Banner, Button, EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { Money, StatusBadge } from 'shared-ui/data';
import { useBillingStatements } from '../../api/get-billing-statements';
import { orderStatements, statementState } from '../../rules/billing-statements';
import { useSectionScroll } from '../settings/components/use-section-scroll';

const TONES = { PAID: 'success', UNPAID: 'warning', OVERDUE: 'danger' } as const;
// The dialog, shared-ui/overlays and the PDF maker load when a statement is opened.
const StatementModal = lazy(() => import('./StatementModal').then((module) => ({ default: module.StatementModal })));

/**
 * /settings/billings#billing-statements (spec 01 §6: can_view or can_administer): the statements with
 * status and due date, overdue ones marked by the same rule as the shell's billing reminder, whose
 * pay link lands on this section.
 */
export const BillingsPage = observer(function BillingsPage() {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const statements = useBillingStatements(hostApi);
  const [openId, setOpenId] = useState<string | null>(null);
  const country = COUNTRY_CODES[hostApi.session.business?.country_of_operation ?? 'Indonesia'];
  useSectionScroll(statements.isSuccess);
  const now = new Date();
  const ordered = orderStatements(statements.data ?? [], now);
  const overdue = ordered.filter((statement) => statementState(statement, now) === 'OVERDUE');

  let body: ReactNode;
  if (statements.isPending) body = <Skeleton label={t('billings.loading')} lines={3} />;
  else if (statements.isError) {
    body = <ErrorState title={t('billings.failed')} onRetry={() => void statements.refetch()} retryLabel={t('retry')} headingLevel={3} />;
  } else if (ordered.length === 0) body = <EmptyState title={t('billings.empty')} description={t('billings.emptyDescription')} headingLevel={3} />;
  else {
    body = (
      <ul className="mdp-settings-list" aria-label={t('billings.statements')}>
        {ordered.map((statement) => {
          const state = statementState(statement, now);
          const due = formatDate(new Date(statement.due_date_term), country);
          return (
            <li key={statement.id} className="mdp-settings-item" data-state={state}>
              <strong>
                <Money amount={statement.amount} currency={statement.currency} />
              </strong>
              <span>{t('billings.dueOn', { date: due })}</span>
              <span>
                <StatusBadge status={state} label={t(`billings.states.${state}`)} tone={TONES[state]} />
              </span>
              <Button
                variant="secondary"
                aria-label={t('billings.viewLabel', { amount: formatMoney(statement.amount, statement.currency), date: due })}
                onClick={() => setOpenId(statement.id)}
              >
                {t('billings.view')}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="mdp-settings-section" id="billing-statements" aria-labelledby="billing-statements-title">
      <div className="mdp-settings-section-head">
        <h2 id="billing-statements-title">{t('billings.statements')}</h2>
      </div>
      {overdue.map((statement) => (
        <Banner key={statement.id} tone="danger" title={t('billings.overdueTitle')} role="none">
          {t('billings.overdue', {
            amount: formatMoney(statement.amount, statement.currency),
            date: formatDate(new Date(statement.due_date_term), country),
          })}
        </Banner>
      ))}
      {body}
      {openId ? (
        <Suspense fallback={null}>
          <StatementModal id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </section>
  );
});
