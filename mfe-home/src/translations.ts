import type { TranslationTree } from 'shared-contracts';

export const en: TranslationTree = {
  title: 'Home',
  notBuilt: 'The home page with quick actions, account setup and learn-more cards is not built yet.',
};

export const id: TranslationTree = {
  title: 'Beranda',
  notBuilt: 'Halaman beranda dengan aksi cepat, penyiapan akun, dan kartu info belum dibuat.',
};
