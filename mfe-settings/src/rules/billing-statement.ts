import type { CountryCode } from 'shared-contracts';
import type { BillingStatementDetail } from 'shared-contracts/areas/settings/settings';
import { formatDate, formatDateRange, formatMoney } from 'shared-contracts/rules';
import { statementState, type StatementState } from './billing-statements';

export interface StatementRow {
  key: string;
  label: string;
  value: string;
}

/** What a statement says, whatever it is drawn on (the dialog, the PDF): three groups of labelled rows. */
export interface StatementContent {
  state: StatementState;
  fileName: string;
  facts: StatementRow[];
  amounts: StatementRow[];
  /** How to pay it; empty once it is paid. */
  payment: StatementRow[];
}

type Label = (key: string, values?: Record<string, unknown>) => string;

/**
 * The statement in the user's words (issue 42; docs/decisions/0072-billing-statements.md): the month it
 * bills, when it was issued and is due, its state by the billing reminder's overdue rule, the fees, the
 * tax and the total, and, while it is unpaid, the virtual account with the exact amount to transfer.
 */
export function statementContent(statement: BillingStatementDetail, country: CountryCode, now: Date, label: Label): StatementContent {
  const state = statementState(statement, now);
  const money = (amount: number) => formatMoney(amount, statement.currency);
  const instructions = statement.payment_instructions;
  return {
    state,
    fileName: `billing-statement-${statement.id}.pdf`,
    facts: [
      { key: 'period', label: label('billings.detail.period'), value: formatDateRange(statement.period_start, statement.period_end, country) },
      { key: 'issued', label: label('billings.detail.issued'), value: formatDate(`${statement.issued_date}T00:00:00Z`, country) },
      { key: 'due', label: label('billings.detail.due'), value: formatDate(`${statement.due_date_term}T00:00:00Z`, country) },
      { key: 'status', label: label('billings.detail.status'), value: label(`billings.states.${state}`) },
      { key: 'reference', label: label('billings.detail.reference'), value: statement.id },
    ],
    amounts: [
      { key: 'fees', label: label('billings.detail.fees'), value: money(statement.subtotal) },
      { key: 'tax', label: label('billings.detail.tax', { name: statement.tax.name, rate: statement.tax.rate_percent }), value: money(statement.tax.amount) },
      { key: 'total', label: label('billings.detail.total'), value: money(statement.amount) },
    ],
    payment: instructions
      ? [
          { key: 'bank', label: label('billings.detail.bank'), value: instructions.bank_name },
          { key: 'account', label: label('billings.detail.account'), value: instructions.account_number },
          { key: 'accountName', label: label('billings.detail.accountName'), value: instructions.account_name },
          { key: 'amount', label: label('billings.detail.exactAmount'), value: money(instructions.amount) },
        ]
      : [],
  };
}
