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
