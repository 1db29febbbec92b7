/** The landing page and the section nav (spec 01 §2, §6). */
export const landingEn = {
  title: 'Settings',
  description: 'Manage your business, your team and how you get paid.',
  loading: 'Loading settings',
  cardsLabel: 'Settings pages',
  sectionNavLabel: 'Settings sections',
  pages: {
    'business-profile': 'Business profile',
    'payment-methods': 'Payment methods',
    team: 'Team',
    billings: 'Billing',
    developers: 'Developers',
    withdrawals: 'Withdrawals',
  },
  summaries: {
    'business-profile': 'Your business details and logo.',
    'payment-methods': 'The payment methods your customers can use.',
    team: 'Who works in this business and what each may do.',
    billings: 'Your billing statements and what is due.',
    developers: 'API keys, callbacks and IP whitelists.',
    withdrawals: 'The bank accounts you withdraw to, and your withdrawal PIN.',
  },
  notFound: { title: 'Page not found', description: 'There is no settings page at this address.' },
};

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
    billings: 'Tagihan',
    developers: 'Pengembang',
    withdrawals: 'Penarikan',
  },
  summaries: {
    'business-profile': 'Detail bisnis dan logo Anda.',
    'payment-methods': 'Metode pembayaran yang dapat dipakai pelanggan Anda.',
    team: 'Siapa saja yang bekerja di bisnis ini dan apa yang boleh dilakukan.',
    billings: 'Tagihan Anda dan yang harus dibayar.',
    developers: 'Kunci API, callback, dan daftar IP yang diizinkan.',
    withdrawals: 'Rekening bank tujuan penarikan Anda, dan PIN penarikan Anda.',
  },
  notFound: { title: 'Halaman tidak ditemukan', description: 'Tidak ada halaman pengaturan di alamat ini.' },
};
