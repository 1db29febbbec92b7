// The Indonesian of balance-view-texts.ts: a module of its own, so only a session in Indonesian downloads it (issue 46).
import type { balanceViewEn } from './balance-view-texts';

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
