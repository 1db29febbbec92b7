import type { TranslationTree } from 'shared-contracts';

export const en: TranslationTree = {
  title: 'Settings',
  notBuilt: 'This settings page is not built yet.',
  pages: {
    'business-profile': 'Business profile',
    'payment-methods': 'Payment methods',
    'sending-money': 'Sending money',
    checkout: 'Checkout',
    team: 'Team',
    integrations: 'Integrations',
    billings: 'Billing',
    developers: 'Developers',
    withdrawals: 'Withdrawals',
    'p2p-escrow-rdl': 'P2P escrow and RDL',
  },
  notFound: { title: 'Page not found', description: 'There is no settings page at this address.' },
};

export const id: TranslationTree = {
  title: 'Pengaturan',
  notBuilt: 'Halaman pengaturan ini belum dibuat.',
  pages: {
    'business-profile': 'Profil bisnis',
    'payment-methods': 'Metode pembayaran',
    'sending-money': 'Pengiriman uang',
    checkout: 'Checkout',
    team: 'Tim',
    integrations: 'Integrasi',
    billings: 'Tagihan',
    developers: 'Pengembang',
    withdrawals: 'Penarikan',
    'p2p-escrow-rdl': 'Escrow P2P dan RDL',
  },
  notFound: { title: 'Halaman tidak ditemukan', description: 'Tidak ada halaman pengaturan di alamat ini.' },
};
