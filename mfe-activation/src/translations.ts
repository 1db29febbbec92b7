import type { TranslationTree } from 'shared-contracts';

export const en: TranslationTree = {
  activation: { title: 'Activation', notBuilt: 'The activation form is not built yet.' },
  ongoing: { title: 'Ongoing activation', notBuilt: 'The activation status page is not built yet.' },
  phIndividual: {
    title: 'Activation for individuals in the Philippines',
    notBuilt: 'The activation form for individuals in the Philippines is not built yet.',
  },
  getStarted: { title: 'Get started', notBuilt: 'Activation onboarding is not built yet.' },
  notFound: { title: 'Page not found', description: 'There is no activation page at this address.' },
  failed: { title: 'Activation could not be shown.' },
};

export const id: TranslationTree = {
  activation: { title: 'Aktivasi', notBuilt: 'Formulir aktivasi belum dibuat.' },
  ongoing: { title: 'Aktivasi berjalan', notBuilt: 'Halaman status aktivasi belum dibuat.' },
  phIndividual: {
    title: 'Aktivasi untuk perorangan di Filipina',
    notBuilt: 'Formulir aktivasi untuk perorangan di Filipina belum dibuat.',
  },
  getStarted: { title: 'Mulai', notBuilt: 'Orientasi aktivasi belum dibuat.' },
  notFound: { title: 'Halaman tidak ditemukan', description: 'Tidak ada halaman aktivasi di alamat ini.' },
  failed: { title: 'Aktivasi tidak dapat ditampilkan.' },
};
