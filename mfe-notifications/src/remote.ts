import type { ReactRemoteModule } from 'shared-contracts';
import { en, id } from './translations';

const remote: ReactRemoteModule = {
  name: 'notifications',
  contracts: '^3.0.0',
  mount: 'react',
  routes: [
    {
      path: '/notification-center',
      page: () => import('./features/notification-centre/pages/NotificationCentrePage'),
    },
  ],
  widgets: {
    'header.notificationBell': () => import('./features/notification-bell/NotificationBell'),
  },
  translations: { en, id },
};

export default remote;
