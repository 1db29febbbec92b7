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

/** Texts of the payment-link tour (spec 01 §4), en and id: one title and text per step. */
export const paymentLinkTourEn = {
  'payment-links': {
    title: 'Get paid with a link',
    body: 'Create a payment link, share it in a chat, an email or a post, and your customer pays by card, e-wallet or bank transfer.',
  },
  'payment-recurring': {
    title: 'Recurring payment links',
    body: 'For customers who pay every week or month: one link that charges them on schedule.',
  },
};

export const paymentLinkTourId: typeof paymentLinkTourEn = {
  'payment-links': {
    title: 'Dibayar dengan tautan',
    body: 'Buat tautan pembayaran, bagikan lewat chat, email, atau unggahan, lalu pelanggan Anda membayar dengan kartu, e-wallet, atau transfer bank.',
  },
  'payment-recurring': {
    title: 'Tautan pembayaran berulang',
    body: 'Untuk pelanggan yang membayar setiap minggu atau bulan: satu tautan yang menagih mereka sesuai jadwal.',
  },
};
