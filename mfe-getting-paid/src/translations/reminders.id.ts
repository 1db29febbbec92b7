import type { TranslationTree } from 'shared-contracts';

// Pengingat tagihan (keputusan 0085); kuncinya sama dengan translations/reminders.ts.
export const remindersId: TranslationTree = {
  title: 'Pengingat',
  needsDueDate: 'Pilih tanggal jatuh tempo dan kirim tagihan lewat email untuk mengirim pengingat sebelum jatuh tempo.',
  help: 'Email ke pelanggan Anda sebelum tanggal jatuh tempo, pukul 09.00 waktu bisnis Anda: 0 sampai {{max}} hari sebelumnya, paling banyak 4 pengingat. Tidak ada yang dikirim setelah tagihan dibayar, dibatalkan, atau kedaluwarsa.',
  daysBefore: 'Pengingat {{number}}: hari sebelum jatuh tempo',
  remove: 'Hapus pengingat {{number}}',
  add: 'Tambah pengingat',
  scheduled: 'Pengingat',
  onDueDate: 'Pada tanggal jatuh tempo',
  daysBeforeShort_one: '{{count}} hari sebelumnya',
  daysBeforeShort_other: '{{count}} hari sebelumnya',
};
