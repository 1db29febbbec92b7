import type { billingsEn } from './billings';

export const billingsId: typeof billingsEn = {
  billings: {
    statements: 'Tagihan layanan',
    loading: 'Memuat tagihan',
    failed: 'Tagihan Anda tidak dapat dimuat.',
    empty: 'Belum ada tagihan',
    emptyDescription: 'Tagihan akan muncul di sini setelah Anda ditagih.',
    dueOn: 'Jatuh tempo {{date}}',
    states: { PAID: 'Lunas', UNPAID: 'Belum dibayar', OVERDUE: 'Terlambat' },
    overdueTitle: 'Anda memiliki tagihan yang terlambat',
    overdue: '{{amount}} jatuh tempo pada {{date}}.',
    view: 'Lihat tagihan',
    viewLabel: 'Lihat tagihan {{amount}} yang jatuh tempo {{date}}',
    detail: {
      title: 'Tagihan layanan',
      loading: 'Memuat tagihan',
      failed: 'Tagihan tidak dapat dimuat.',
      period: 'Periode', issued: 'Diterbitkan pada', due: 'Jatuh tempo', status: 'Status', reference: 'Nomor tagihan',
      amounts: 'Jumlah',
      fees: 'Biaya', tax: '{{name}} {{rate}}%', total: 'Jumlah total',
      payTitle: 'Cara membayar',
      payHow: 'Transfer tepat {{amount}} ke virtual account ini paling lambat {{date}}. Virtual account ini hanya untuk tagihan ini, dan pembayaran dicocokkan secara otomatis.',
      bank: 'Bank', account: 'Nomor virtual account', accountName: 'Nama pemilik rekening', exactAmount: 'Jumlah yang ditransfer',
      copyAccount: 'Salin nomor virtual account',
      paid: 'Tagihan ini sudah lunas. Tidak ada lagi yang perlu dilakukan.',
      footer: 'Biaya periode di atas beserta pajaknya. Dibuat oleh dasbor; sah tanpa tanda tangan.',
      print: 'Cetak',
      download: 'Unduh PDF',
      pdfFailed: 'PDF tidak dapat dibuat. Coba lagi, atau cetak tagihan.',
    },
  },
};
