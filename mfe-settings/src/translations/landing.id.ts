import type { landingEn } from './landing';

export const landingId: typeof landingEn = {
  title: 'Pengaturan',
  description: 'Kelola bisnis, tim, dan cara Anda menerima dana.',
  loading: 'Memuat pengaturan',
  cardsLabel: 'Halaman pengaturan',
  sectionNavLabel: 'Bagian pengaturan',
  pages: {
    'business-profile': 'Profil bisnis',
    'payment-methods': 'Metode pembayaran',
    team: 'Tim',
    billings: 'Tagihan layanan',
    developers: 'Pengembang',
    withdrawals: 'Penarikan',
  },
  summaries: {
    'business-profile': 'Detail bisnis dan logo Anda.',
    'payment-methods': 'Metode pembayaran yang dapat dipakai pelanggan Anda.',
    team: 'Siapa saja yang bekerja di bisnis ini dan apa yang boleh dilakukan.',
    billings: 'Tagihan biaya layanan Anda dan yang harus dibayar.',
    developers: 'Kunci API, callback, dan daftar IP yang diizinkan.',
    withdrawals: 'Rekening bank tujuan penarikan Anda, dan PIN penarikan Anda.',
  },
  notFound: { title: 'Halaman tidak ditemukan', description: 'Tidak ada halaman pengaturan di alamat ini.' },
};
