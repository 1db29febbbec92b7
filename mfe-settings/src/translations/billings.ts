/** The billing page: statements (#billing-statements) with status, due date and overdue marking. */
export const billingsEn = {
  billings: {
    statements: 'Billing statements',
    loading: 'Loading billing statements',
    failed: 'Your billing statements could not be loaded.',
    empty: 'No billing statement yet',
    emptyDescription: 'Statements appear here once you are billed.',
    dueOn: 'Due {{date}}',
    states: { PAID: 'Paid', UNPAID: 'Unpaid', OVERDUE: 'Overdue' },
    overdueTitle: 'You have an overdue bill',
    overdue: '{{amount}} was due on {{date}}.',
  },
};

export const billingsId: typeof billingsEn = {
  billings: {
    statements: 'Tagihan',
    loading: 'Memuat tagihan',
    failed: 'Tagihan Anda tidak dapat dimuat.',
    empty: 'Belum ada tagihan',
    emptyDescription: 'Tagihan akan muncul di sini setelah Anda ditagih.',
    dueOn: 'Jatuh tempo {{date}}',
    states: { PAID: 'Lunas', UNPAID: 'Belum dibayar', OVERDUE: 'Terlambat' },
    overdueTitle: 'Anda memiliki tagihan yang terlambat',
    overdue: '{{amount}} jatuh tempo pada {{date}}.',
  },
};
