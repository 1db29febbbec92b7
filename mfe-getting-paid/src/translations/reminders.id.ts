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
  fromDefault: 'Diisi dari pengingat bawaan bisnis Anda; ubah untuk tagihan ini bila perlu.',
  // Jadwal bawaan bisnis (keputusan 0091).
  settings: {
    title: 'Pengingat tagihan',
    link: 'Pengaturan pengingat',
    description: 'Pengingat yang dimiliki setiap tagihan baru bila punya tanggal jatuh tempo dan dikirim lewat email: paling banyak {{max}}, dapat diubah di setiap tagihan.',
    legend: 'Pengingat bawaan',
    help: 'Email ke pelanggan Anda 0 sampai {{max}} hari sebelum tanggal jatuh tempo, pukul 09.00 waktu bisnis Anda. Hari yang sudah lewat saat tagihan dibuat dilewati.',
    none: 'Tidak ada pengingat bawaan: tagihan baru tidak punya pengingat kecuali Anda menambahkannya di tagihan.',
    beforeDueOnly: 'Pengingat hanya dikirim sebelum jatuh tempo: tagihan kedaluwarsa pada akhir tanggal jatuh temponya, saat pelanggan tidak dapat membayarnya lagi.',
    loading: 'Memuat pengaturan pengingat',
    failed: 'Pengaturan pengingat tidak dapat dimuat.',
    save: 'Simpan pengingat',
    saved: 'Pengingat bawaan disimpan. Tagihan baru akan memilikinya.',
    saveFailed: 'Pengingat tidak dapat disimpan. Periksa lalu coba lagi.',
    readOnlyTitle: 'Hanya lihat',
    readOnly: 'Hanya anggota tim yang dapat membuat tagihan yang dapat mengubah pengingat bawaan.',
  },
};
