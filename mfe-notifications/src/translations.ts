import type { TranslationTree } from 'shared-contracts';

export const en: TranslationTree = {
  title: 'Notification centre',
  notBuilt: 'The notification centre is not built yet.',
  bell: { label: 'Notifications' },
};

export const id: TranslationTree = {
  title: 'Pusat notifikasi',
  notBuilt: 'Pusat notifikasi belum dibuat.',
  bell: { label: 'Notifikasi' },
};
