import type { BalanceHistoryQuery, TransactionsQuery } from 'shared-contracts/areas/balance/balance';

/**
 * react-query keys of the balance remote. The shell's one QueryClient clears them all on a business
 * or environment switch (test mode and live mode each have their own ledger).
 */
export const balanceKeys = {
  all: ['balance'] as const,
  balances: () => [...balanceKeys.all, 'balances'] as const,
  history: (query: BalanceHistoryQuery) => [...balanceKeys.all, 'history', query] as const,
  transactions: () => [...balanceKeys.all, 'transactions'] as const,
  transactionList: (query: Omit<TransactionsQuery, 'after'>) => [...balanceKeys.transactions(), 'list', query] as const,
  transaction: (id: string) => [...balanceKeys.transactions(), 'detail', id] as const,
};
