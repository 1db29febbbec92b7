/**
 * Texts of the command palette (issue 23), en and id, registered as the `palette` namespace when
 * the palette's code loads. `settings.*` names the settings pages (SETTINGS_PAGES' label keys).
 */
export const paletteEn = {
  title: 'Go to',
  search: 'Search pages and actions',
  hint: 'Type to filter, ↑ and ↓ to choose, Enter to open, Esc to close.',
  results_one: '{{count}} result',
  results_other: '{{count}} results',
  none: 'Nothing matches “{{query}}”.',
  kinds: { page: 'Page', action: 'Action' },
  settings: {
    businessProfile: 'Business profile',
    paymentMethods: 'Payment methods',
    sendingMoney: 'Sending money',
    checkout: 'Checkout',
    team: 'Team',
    integrations: 'Integrations',
    billings: 'Billing',
    developers: 'Developers',
    withdrawals: 'Withdrawals',
    p2pEscrowRdl: 'P2P escrow and RDL',
  },
};

export const paletteId: typeof paletteEn = {
  title: 'Buka',
  search: 'Cari halaman dan tindakan',
  hint: 'Ketik untuk menyaring, ↑ dan ↓ untuk memilih, Enter untuk membuka, Esc untuk menutup.',
  results_one: '{{count}} hasil',
  results_other: '{{count}} hasil',
  none: 'Tidak ada yang cocok dengan “{{query}}”.',
  kinds: { page: 'Halaman', action: 'Tindakan' },
  settings: {
    businessProfile: 'Profil bisnis',
    paymentMethods: 'Metode pembayaran',
    sendingMoney: 'Kirim uang',
    checkout: 'Checkout',
    team: 'Tim',
    integrations: 'Integrasi',
    billings: 'Tagihan layanan',
    developers: 'Pengembang',
    withdrawals: 'Penarikan',
    p2pEscrowRdl: 'Escrow P2P dan RDL',
  },
};
