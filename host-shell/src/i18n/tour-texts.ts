/** Texts of the sidebar tour (spec 01 §4, §9), en and id: one title and text per step. */
export const tourEn = {
  menu: { title: 'Your menu', body: 'Everything you can do in the dashboard is here: your home, balances and transactions first.' },
  'accept-payments': { title: 'Accept payments', body: 'Cards, virtual accounts, e-wallets and retail outlets: follow every payment you receive.' },
  'apps-partners': { title: 'Apps and partners', body: 'Add apps and partner services to your business when you need them.' },
  configuration: { title: 'Configuration', body: 'API keys, callbacks, your team and your business settings live here.' },
};

export const tourId: typeof tourEn = {
  menu: { title: 'Menu Anda', body: 'Semua yang dapat Anda lakukan di dasbor ada di sini: beranda, saldo, dan transaksi di bagian atas.' },
  'accept-payments': { title: 'Terima pembayaran', body: 'Kartu, virtual account, e-wallet, dan gerai ritel: pantau setiap pembayaran yang Anda terima.' },
  'apps-partners': { title: 'Aplikasi dan mitra', body: 'Tambahkan aplikasi dan layanan mitra ke bisnis Anda saat Anda membutuhkannya.' },
  configuration: { title: 'Konfigurasi', body: 'Kunci API, callback, tim, dan pengaturan bisnis Anda ada di sini.' },
};
