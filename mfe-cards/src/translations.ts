import type { TranslationTree } from 'shared-contracts';

export const en: TranslationTree = {
  notBuilt: 'This area of the dashboard is not built yet.',
  payments: { title: 'Card payments' },
  payment: { title: 'Card payment' },
  chargebacks: { title: 'Chargebacks' },
  chargeback: { title: 'Chargeback' },
  promotions: { title: 'Promotions' },
  fraudPrevention: { title: 'Fraud prevention' },
  notFound: { title: 'Page not found', description: 'There is no card page at this address.' },
};

export const id: TranslationTree = {
  notBuilt: 'Bagian dasbor ini belum dibuat.',
  payments: { title: 'Pembayaran kartu' },
  payment: { title: 'Pembayaran kartu' },
  chargebacks: { title: 'Chargeback' },
  chargeback: { title: 'Chargeback' },
  promotions: { title: 'Promosi' },
  fraudPrevention: { title: 'Pencegahan penipuan' },
  notFound: { title: 'Halaman tidak ditemukan', description: 'Tidak ada halaman kartu di alamat ini.' },
};
