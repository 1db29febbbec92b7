import type { TranslationTree } from 'shared-contracts';

// Message keys of spec 02 §8 (errorFetch, errorReadOneNotification, errorReadAllNotification) are
// kept as the spec names them.
export const en: TranslationTree = {
  title: 'Notification centre',
  loading: 'Loading notifications',
  refresh: 'Refresh',
  markAllRead: 'Mark all as read',
  empty: 'You have no notifications.',
  errorFetch: 'Your notifications could not be loaded.',
  errorFetchDropdown: 'Notifications could not be loaded.',
  errorReadOneNotification: 'The notification could not be marked as read. Please try again.',
  errorReadAllNotification: 'The notifications could not be marked as read. Please try again.',
  bell: { label: 'Notifications', unread: 'Unread notifications: {{count}}' },
  dropdown: { heading: 'Notifications', seeAll: 'See all' },
  tags: { label: 'Filter notifications', PRODUCT: 'Products', UPDATE: 'Updates' },
  item: {
    unread: 'Unread:',
    markRead: 'Mark as read',
    opensNewTab: '(opens in a new tab)',
    image: 'Image: {{title}}',
    video: 'Video: {{title}}',
    videoFallback: 'This video cannot be played in your browser.',
  },
  centre: { unread: 'Unread: {{count}}', list: 'Notifications' },
  feedback: {
    score: 'Your rating',
    scale: { 1: '1 – Very easy', 2: '2 – Easy', 3: '3 – Neutral', 4: '4 – Hard', 5: '5 – Very hard' },
    comment: 'Comment (optional)',
    send: 'Send rating',
    thanks: 'Thank you for your feedback.',
    error: 'Your rating could not be sent. Please try again.',
  },
};

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
