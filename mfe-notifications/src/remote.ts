import type { ReactRemoteModule } from 'shared-contracts';
import { en } from './translations/en';

const remote: ReactRemoteModule = {
  name: 'notifications',
  contracts: '^3.1.0',
  mount: 'react',
  routes: [
    {
      path: '/notification-center',
      page: () => import('./features/notification-centre/pages/NotificationCentrePage'),
    },
  ],
  widgets: {
    // The bell is in the header of every page: it comes in this module's chunk, not a request of its own (issue 46).
    'header.notificationBell': () => import(/* webpackMode: "eager" */ './features/notification-bell/NotificationBell'),
  },
  // English ships with the module; Indonesian is a chunk of its own, fetched when it is shown (decision 0083).
  translations: { en, id: {} },
  loadTranslations: () => import(/* webpackChunkName: "texts-id", webpackMode: "lazy" */ './translations/id').then((texts) => texts.id),
};

export default remote;
