import type { TranslationTree } from 'shared-contracts';

// Draf tagihan (keputusan 0069); kuncinya sama dengan translations/drafts.ts.
export const draftsId: TranslationTree = {
  saveAsDraft: 'Simpan sebagai draf',
  saved: 'Draf disimpan',
  failed: 'Draf tidak dapat disimpan. Periksa isian dan coba lagi.',
  title: 'Draf',
  notice: 'Belum ada yang dikirim dan belum ada halaman pembayaran: pelanggan Anda tidak dapat melihat atau membayarnya. Ubah sesering yang Anda mau, lalu terbitkan.',
  issueNoteEmail: 'Menerbitkannya membuka halaman pembayaran dan mengirimkannya ke {{email}}. Setelah itu tagihan tidak dapat diubah lagi.',
  issueNote: 'Menerbitkannya membuka halaman pembayaran; tidak ada email yang dikirim. Setelah itu tagihan tidak dapat diubah lagi.',
  noExpiry: 'Dihitung sejak diterbitkan',
  issue: 'Terbitkan tagihan',
  issued: 'Tagihan diterbitkan',
  issueInvalid: 'Tagihan tidak dapat diterbitkan seperti ini (mungkin ada tanggal yang sudah lewat sejak disimpan): ubah drafnya, lalu terbitkan.',
  edit: 'Ubah draf',
  delete: 'Hapus draf',
  deleteTitle: 'Hapus draf ini?',
  deleteMessage: '“{{name}}” akan dihapus. Tindakan ini tidak dapat dibatalkan.',
  deleted: 'Draf dihapus',
  editTitle: 'Ubah draf',
  editDescription: 'Kembali ke draf',
  save: 'Simpan draf',
  cancel: 'Batal',
  notDraft: 'Tagihan ini bukan draf lagi',
  notDraftDescription: 'Tagihan yang sudah diterbitkan tidak dapat diubah. Batalkan dan buat tagihan lain jika ada yang salah.',
};
