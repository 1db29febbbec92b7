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
