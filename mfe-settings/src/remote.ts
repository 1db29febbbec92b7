import type { ReactRemoteModule } from 'shared-contracts';
import { en, id } from './translations';

const remote: ReactRemoteModule = {
  name: 'settings',
  contracts: '^1.0.0',
  mount: 'react',
  routes: [
    { path: '/settings/*', menuKey: 'settings', page: () => import('./features/settings/pages/SettingsArea') },
  ],
  translations: { en, id },
};

export default remote;
