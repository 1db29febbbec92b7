import type { en } from './en';
import { errorMessagesId } from './error-messages';

export const id: typeof en = {
  appName: 'Dasbor Merchant',
  skipToContent: 'Langsung ke konten',
  loading: 'Memuat',
  nav: {
    label: 'Menu utama',
    home: 'Beranda',
    getStarted: 'Mulai',
    activation: 'Aktivasi',
    cardPayments: 'Pembayaran kartu',
    settings: 'Pengaturan',
    notificationCentre: 'Pusat notifikasi',
  },
  remotes: {
    home: 'Beranda',
    activation: 'Aktivasi',
    cards: 'Kartu',
    settings: 'Pengaturan',
    notifications: 'Notifikasi',
  },
  remoteFailure: {
    title: '{{name}} tidak dapat dimuat.',
    incompatible: '{{name}} tidak cocok dengan versi dasbor ini.',
    body: 'Bagian lain dasbor tetap berfungsi. Coba lagi sebentar lagi.',
    retry: 'Coba lagi',
    retrying: 'Mencoba lagi…',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    description: 'Tidak ada halaman di alamat ini.',
    home: 'Ke Beranda',
  },
  errorMessages: errorMessagesId,
  overrides: {
    active: 'Override aktif: {{remote}} dari {{manifest}}',
    refused: 'Override ditolak untuk {{remote}}: {{reason}}',
    reasons: {
      unknownRemote: 'tidak ada remote dengan nama itu',
      invalidUrl: 'alamat manifest bukan URL http(s)',
      originNotAllowed: 'origin-nya tidak ada di daftar izin deployment ini',
    },
    clear: 'Hapus override',
  },
};
