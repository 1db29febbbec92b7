import type { TranslationTree } from 'shared-contracts';

export const id: TranslationTree = {
  title: 'Pusat notifikasi',
  loading: 'Memuat notifikasi',
  refresh: 'Muat ulang',
  markAllRead: 'Tandai semua sudah dibaca',
  empty: 'Anda tidak memiliki notifikasi.',
  errorFetch: 'Notifikasi Anda tidak dapat dimuat.',
  errorFetchDropdown: 'Notifikasi tidak dapat dimuat.',
  errorReadOneNotification: 'Notifikasi tidak dapat ditandai sudah dibaca. Silakan coba lagi.',
  errorReadAllNotification: 'Notifikasi tidak dapat ditandai sudah dibaca semua. Silakan coba lagi.',
  bell: { label: 'Notifikasi', unread: 'Notifikasi belum dibaca: {{count}}' },
  dropdown: { heading: 'Notifikasi', seeAll: 'Lihat semua' },
  tags: { label: 'Saring notifikasi', PRODUCT: 'Produk', UPDATE: 'Pembaruan' },
  item: {
    unread: 'Belum dibaca:',
    markRead: 'Tandai sudah dibaca',
    opensNewTab: '(terbuka di tab baru)',
    image: 'Gambar: {{title}}',
    video: 'Video: {{title}}',
    videoFallback: 'Video ini tidak dapat diputar di peramban Anda.',
  },
  centre: { unread: 'Belum dibaca: {{count}}', list: 'Notifikasi' },
  feedback: {
    score: 'Penilaian Anda',
    scale: { 1: '1 – Sangat mudah', 2: '2 – Mudah', 3: '3 – Netral', 4: '4 – Sulit', 5: '5 – Sangat sulit' },
    comment: 'Komentar (opsional)',
    send: 'Kirim penilaian',
    thanks: 'Terima kasih atas masukan Anda.',
    error: 'Penilaian Anda tidak dapat dikirim. Silakan coba lagi.',
  },
};
