/** Texts of the balance-view switch banner and its confirmation (spec 01 §4), en and id. */
export const balanceViewEn = {
  label: 'Balance view',
  oldView: 'A new balance view is available: your balance, incoming and outgoing money on one page.',
  newView: 'You are using the new balance view.',
  switchToNew: 'Try the new view',
  switchToOld: 'Back to the old view',
  confirmToNewTitle: 'Switch to the new balance view?',
  confirmToOldTitle: 'Switch back to the old balance view?',
  confirmToNew: 'Your balance opens in the new view from now on. You can switch back at any time.',
  confirmToOld: 'Your balance opens in the old view from now on. You can switch again at any time.',
  confirm: 'Switch',
  cancel: 'Cancel',
  switchedToNew: 'You switched to the new balance view.',
  switchedToOld: 'You switched back to the old balance view.',
  failed: 'The balance view could not be switched. Please try again.',
};

export const balanceViewId: typeof balanceViewEn = {
  label: 'Tampilan saldo',
  oldView: 'Tampilan saldo baru tersedia: saldo, uang masuk, dan uang keluar Anda dalam satu halaman.',
  newView: 'Anda menggunakan tampilan saldo baru.',
  switchToNew: 'Coba tampilan baru',
  switchToOld: 'Kembali ke tampilan lama',
  confirmToNewTitle: 'Beralih ke tampilan saldo baru?',
  confirmToOldTitle: 'Kembali ke tampilan saldo lama?',
  confirmToNew: 'Saldo Anda akan terbuka dalam tampilan baru mulai sekarang. Anda dapat kembali kapan saja.',
  confirmToOld: 'Saldo Anda akan terbuka dalam tampilan lama mulai sekarang. Anda dapat beralih lagi kapan saja.',
  confirm: 'Beralih',
  cancel: 'Batal',
  switchedToNew: 'Anda beralih ke tampilan saldo baru.',
  switchedToOld: 'Anda kembali ke tampilan saldo lama.',
  failed: 'Tampilan saldo tidak dapat dialihkan. Silakan coba lagi.',
};
